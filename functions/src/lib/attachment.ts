/**
 * `Content-Disposition` for a download: the file name as it is when it is
 * plain ASCII; otherwise an ASCII fallback for old clients and the exact
 * name in RFC 5987 form.
 */
export function attachment(filename: string): string {
  const ascii = filename
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, "")
    .replace(/[–—]/g, "-")
    .replace(/[^\x20-\x7e]/g, "")
    .replace(/["\\]/g, "");
  const encoded = encodeURIComponent(filename).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  if (encoded === filename) return `attachment; filename="${filename}"`;
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

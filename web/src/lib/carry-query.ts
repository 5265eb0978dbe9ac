/**
 * `to` with the current query string added when it has none of its own, so
 * parameters such as `ref` survive navigation (spec section 2). Addresses
 * with a scheme (mailto:, https:) are left alone.
 */
export function carryQuery(to: string, search: string): string {
  if (!search || to.includes("?") || /^[a-z]+:/i.test(to)) return to;
  const hashIndex = to.indexOf("#");
  if (hashIndex === -1) return `${to}${search}`;
  return `${to.slice(0, hashIndex)}${search}${to.slice(hashIndex)}`;
}

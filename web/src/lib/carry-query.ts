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

/**
 * A prerendered page's markup was rendered for its bare address. Its links
 * carry the visit's query string (a `ref` code) from the first paint, before
 * React has loaded and caught up with the address.
 */
export function carryQueryIntoLinks(root: ParentNode, search: string): void {
  if (!search) return;
  for (const link of root.querySelectorAll<HTMLAnchorElement>("a[href]")) {
    const href = link.getAttribute("href") ?? "";
    if (!href.startsWith("/")) continue;
    const carried = carryQuery(href, search);
    if (carried !== href) link.setAttribute("href", carried);
  }
}

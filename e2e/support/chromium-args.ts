/**
 * Debian's Chromium flags from DESIGN.md: no sandbox as root, no background
 * networking, and a resolver that answers only for 127.0.0.1 so the browser
 * looks up no outside host at all.
 */
export const chromiumArgs = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1",
];

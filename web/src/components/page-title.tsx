/**
 * The page's `<title>`: React 19 hoists it into the document's head from
 * wherever it renders. The landing's own build, which runs on Preact
 * (scripts/web/landing-vite-plugin.ts), swaps this module for
 * app/static-landing/page-title.tsx, since Preact renders a `<title>` where it stands.
 */
export function PageTitle({ children }: { children: string }) {
  return <title>{children}</title>;
}

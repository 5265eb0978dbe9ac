import { renderToString } from "react-dom/server";
import { LandingDocument } from "./landing-document.tsx";

/** The landing's markup for #root, rendered at build time (scripts/web/landing-vite-plugin.ts). */
export function renderLanding(): string {
  return renderToString(<LandingDocument />);
}

import { StrictMode, type ReactNode } from "react";
import LandingPage from "../../features/landing/landing-page.tsx";
import { PageFrame } from "../page-frame.tsx";

/** A static page in the site's frame: what the build prerenders and the browser hydrates (the landing, the marketing pages). */
export function StaticDocument({ children }: { children: ReactNode }) {
  return (
    <StrictMode>
      <PageFrame>{children}</PageFrame>
    </StrictMode>
  );
}

/** The landing page in the site's frame: what the build prerenders into index.html and the browser hydrates. */
export function LandingDocument() {
  return (
    <StaticDocument>
      <LandingPage />
    </StaticDocument>
  );
}

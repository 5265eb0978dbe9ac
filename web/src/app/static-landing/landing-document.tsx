import { StrictMode } from "react";
import LandingPage from "../../features/landing/landing-page.tsx";
import { PageFrame } from "../page-frame.tsx";

/** The landing page in the site's frame: what the build prerenders into index.html and the browser hydrates. */
export function LandingDocument() {
  return (
    <StrictMode>
      <PageFrame>
        <LandingPage />
      </PageFrame>
    </StrictMode>
  );
}

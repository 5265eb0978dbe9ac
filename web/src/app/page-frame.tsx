import type { ReactNode } from "react";
import { HydrationSlice } from "../components/hydration-slice.tsx";
import { useFrameWords } from "../components/layout/frame-words.ts";
import { SiteFooter } from "../components/layout/site-footer.tsx";
import { SiteHeader } from "../components/layout/site-header.tsx";

/**
 * Header, main content and footer, with a skip link for keyboard users: the
 * frame of every page, in the app (root-layout.tsx) and in the prerendered
 * landing (static-landing/), so both give the same markup.
 */
export function PageFrame({ children }: { children: ReactNode }) {
  const { skipToContent } = useFrameWords();
  return (
    <>
      <a className="skip-link" href="#main">
        {skipToContent}
      </a>
      <HydrationSlice>
        <SiteHeader />
      </HydrationSlice>
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <HydrationSlice>
        <SiteFooter />
      </HydrationSlice>
    </>
  );
}

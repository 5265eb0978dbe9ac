import { Suspense, useEffect } from "react";
import { Outlet, ScrollRestoration } from "react-router";
import { FullScreenLoader } from "../components/full-screen-loader.tsx";
import { useFrameWords } from "../components/layout/frame-words.ts";
import { appLiveEvent } from "./app-live.ts";
import { PageFrame } from "./page-frame.tsx";

/**
 * Inside the page's Suspense boundary, so its effect runs once the page's own
 * content is React's: a prerendered page hydrates its frame first and this
 * boundary after.
 */
function AppLive() {
  useEffect(() => {
    if (document.documentElement.dataset.app === "live") return;
    document.documentElement.dataset.app = "live";
    window.dispatchEvent(new Event(appLiveEvent));
  }, []);
  return null;
}

/** Header, main content and footer around every page of the app. */
export function RootLayout() {
  const { loading } = useFrameWords();
  return (
    <>
      <PageFrame>
        <Suspense fallback={<FullScreenLoader text={loading} />}>
          <Outlet />
          <AppLive />
        </Suspense>
      </PageFrame>
      <ScrollRestoration />
    </>
  );
}

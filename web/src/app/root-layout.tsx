import { Suspense } from "react";
import { Outlet, ScrollRestoration } from "react-router";
import { FullScreenLoader } from "../components/full-screen-loader.tsx";
import { PageFrame } from "./page-frame.tsx";

/** Header, main content and footer around every page of the app. */
export function RootLayout() {
  return (
    <>
      <PageFrame>
        <Suspense fallback={<FullScreenLoader />}>
          <Outlet />
        </Suspense>
      </PageFrame>
      <ScrollRestoration />
    </>
  );
}

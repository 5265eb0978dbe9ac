import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { StrictMode, type ReactNode } from "react";
import { Toaster } from "react-hot-toast";
import { toastOptions } from "../lib/toast-options.ts";

/**
 * What wraps the router on every page: the query cache and the toasts. The
 * browser (main.tsx) puts the app's router inside; the build's prerender
 * (prerendered/entry-prerender.tsx) a static one, so both give the same markup.
 */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        {children}
        <Toaster position="top-center" toastOptions={toastOptions} toasterId="default" />
      </QueryClientProvider>
    </StrictMode>
  );
}

import { QueryClientContext, QueryClientProvider } from "@tanstack/react-query";
import { useContext, useState, type ReactNode } from "react";
import { Toaster } from "react-hot-toast";
import { createQueryClient } from "../lib/query-client.ts";
import { toastOptions } from "../lib/toast-options.ts";

/**
 * `children` with the app's query client, or, on a static page on Preact (the
 * landing, /wave, /verse: app/static-landing/), which has no app around it,
 * with one of their own, and a Toaster when they show `toasts`.
 */
export function WithQueryClient({ children, toasts = false }: { children: ReactNode; toasts?: boolean }) {
  const appClient = useContext(QueryClientContext);
  const [ownClient] = useState(() => (appClient ? undefined : createQueryClient()));
  if (!ownClient) return children;
  return (
    <QueryClientProvider client={ownClient}>
      {children}
      {toasts && <Toaster position="top-center" toastOptions={toastOptions} toasterId="default" />}
    </QueryClientProvider>
  );
}

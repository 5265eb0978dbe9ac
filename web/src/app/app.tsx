import { QueryClientProvider } from "@tanstack/react-query";
import { useState } from "react";
import { Toaster } from "react-hot-toast";
import { RouterProvider } from "react-router/dom";
import { createQueryClient } from "../lib/query-client.ts";
import { toastOptions } from "../lib/toast-options.ts";
import { createRouter } from "./router.tsx";

export function App() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() => createRouter(queryClient));
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster position="top-center" toastOptions={toastOptions} toasterId="default" />
    </QueryClientProvider>
  );
}

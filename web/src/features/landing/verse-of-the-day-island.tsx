import { QueryClientContext, QueryClientProvider } from "@tanstack/react-query";
import { useContext, useState } from "react";
import { Toaster } from "react-hot-toast";
import { createQueryClient } from "../../lib/query-client.ts";
import { toastOptions } from "../../lib/toast-options.ts";
import { VerseOfTheDayCard } from "../../components/verse-of-the-day-card.tsx";

/**
 * The verse of the day card, loaded when its section nears the screen. In
 * the app it uses the app's query client and toasts; on the prerendered
 * landing (no app around it) it brings its own.
 */
export default function VerseOfTheDayIsland() {
  const appClient = useContext(QueryClientContext);
  const [ownClient] = useState(() => (appClient ? undefined : createQueryClient()));
  const card = <VerseOfTheDayCard translation="kjv" />;
  if (!ownClient) return card;
  return (
    <QueryClientProvider client={ownClient}>
      {card}
      <Toaster position="top-center" toastOptions={toastOptions} toasterId="default" />
    </QueryClientProvider>
  );
}

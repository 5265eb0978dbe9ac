import { QueryClientContext, QueryClientProvider } from "@tanstack/react-query";
import { useContext, useState } from "react";
import { Toaster } from "react-hot-toast";
import { createQueryClient } from "../../lib/query-client.ts";
import { toastOptions } from "../../lib/toast-options.ts";
import { VerseOfTheDayCard } from "../../components/verse-of-the-day-card.tsx";
import { useLandingCopy } from "./landing-copy.ts";

/**
 * The verse of the day card, loaded when its section nears the screen. In
 * the app it uses the app's query client and toasts; on the prerendered
 * landing (no app around it) it brings its own.
 */
export default function VerseOfTheDayIsland() {
  const appClient = useContext(QueryClientContext);
  const [ownClient] = useState(() => (appClient ? undefined : createQueryClient()));
  // The page's language's Bible (the KJV in English, the Reina-Valera 1909 in Spanish) and words, with no i18next.
  const copy = useLandingCopy();
  const card = <VerseOfTheDayCard translation={copy.verseTranslation} language={copy.language} />;
  if (!ownClient) return card;
  return (
    <QueryClientProvider client={ownClient}>
      {card}
      <Toaster position="top-center" toastOptions={toastOptions} toasterId="default" />
    </QueryClientProvider>
  );
}

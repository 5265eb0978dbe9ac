import { useCallback, useState } from "react";
import { z } from "zod";
import { readStored, writeStored } from "../../lib/storage.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";

/** How the reader lays out text, remembered on this device. */

export const fontSizes = [16, 18, 20, 22, 24, 28] as const;
export const lineSpacings = { compact: 1.6, comfortable: 1.8, airy: 2.05 } as const;
export const readingWidths = { narrow: "34rem", medium: "42rem", wide: "52rem" } as const;

const settingsSchema = z.object({
  fontSize: z.literal(fontSizes),
  lineSpacing: z.enum(["compact", "comfortable", "airy"] satisfies (keyof typeof lineSpacings)[]),
  width: z.enum(["narrow", "medium", "wide"] satisfies (keyof typeof readingWidths)[]),
});
export type ReaderSettings = z.infer<typeof settingsSchema>;

const storageKey = "readerSettings";
export const defaultReaderSettings: ReaderSettings = { fontSize: 20, lineSpacing: "comfortable", width: "medium" };

/** The reader's settings on this device; while a chapter's page rendered on the server hydrates, the defaults it was rendered with. */
export function useReaderSettings() {
  const hydrated = useHydrated();
  const [saved, setSaved] = useState<ReaderSettings>(() => readStored(storageKey, settingsSchema) ?? defaultReaderSettings);
  const update = useCallback((change: Partial<ReaderSettings>) => {
    setSaved((current) => {
      const next = { ...current, ...change };
      writeStored(storageKey, next);
      return next;
    });
  }, []);
  return [hydrated ? saved : defaultReaderSettings, update] as const;
}

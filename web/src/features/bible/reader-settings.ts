import { useCallback, useState } from "react";
import { z } from "zod";
import { readStored, writeStored } from "../../lib/storage.ts";

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

export function useReaderSettings() {
  const [settings, setSettings] = useState<ReaderSettings>(() => readStored(storageKey, settingsSchema) ?? defaultReaderSettings);
  const update = useCallback((change: Partial<ReaderSettings>) => {
    setSettings((current) => {
      const next = { ...current, ...change };
      writeStored(storageKey, next);
      return next;
    });
  }, []);
  return [settings, update] as const;
}

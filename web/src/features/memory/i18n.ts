import { defineNamespace } from "../../lib/i18n/i18n.ts";
import english from "../../lib/i18n/locales/en/memory.json";

/** Scripture memory's strings (`lib/i18n/locales/<language>/memory.json`). */
export const useMemoryT = defineNamespace("memory", english);

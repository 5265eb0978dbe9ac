import { i18n } from "../lib/i18n/i18n.ts";
import type { Namespace } from "../lib/i18n/namespaces.ts";
import { chooseLanguage } from "../lib/language.ts";

/**
 * Chooses Spanish as a reader would (not kept on a profile) and waits until
 * i18next shows it with `namespaces` loaded, so a page renders in Spanish
 * from its first paint instead of in English until the Spanish strings
 * arrive (which can take over a second on a loaded machine).
 */
export async function readInSpanish(...namespaces: Namespace[]): Promise<void> {
  chooseLanguage("es", { keepOnProfile: false });
  await i18n.changeLanguage("es");
  await i18n.loadNamespaces(namespaces);
}

import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";
import { i18n } from "../lib/i18n/i18n.ts";
import { languageCookie } from "../lib/language.ts";

afterEach(async () => {
  cleanup();
  if (typeof window === "undefined") return;
  window.localStorage.clear();
  // A test that chose Spanish leaves the next one in English, as a first visit from an English browser.
  document.cookie = `${languageCookie}=; path=/; max-age=0`;
  document.documentElement.lang = "en";
  if (i18n.language !== "en") await i18n.changeLanguage("en");
});

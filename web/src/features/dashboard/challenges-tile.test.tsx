import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { i18n } from "../../lib/i18n/i18n.ts";
import { chooseLanguage } from "../../lib/language.ts";
import { bodiesSentTo, fakeAreaApi, ok, renderWithApi } from "../../test/fake-api.tsx";
import { readInSpanish } from "../../test/spanish.ts";
import { ChallengesTile } from "./challenges-tile.tsx";

/** The badges as the API answers them: their titles in the language asked for. */
const badgesIn = (body: Record<string, unknown>) =>
  ok({ badges: [{ challengeId: "pray-7-days", title: body["lang"] === "es" ? "Siete días de oración" : "Seven Days of Prayer", earnedAt: "2026-11-20T08:00:00.000Z" }] });

const renderTile = () => renderWithApi(fakeAreaApi<"badges">("challenges", { badges: badgesIn }), [{ path: "/dashboard", element: <ChallengesTile /> }], "/dashboard");

describe("the home's challenges tile", () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    chooseLanguage("en", { keepOnProfile: false });
    await i18n.changeLanguage("en");
  });

  it("asks for the badges without a language in English and names them in English", async () => {
    const { fetchSpy } = renderTile();
    const list = await screen.findByRole("list");
    expect(await within(list).findByText("Seven Days of Prayer")).toBeTruthy();
    expect(bodiesSentTo(fetchSpy, "/api/challenges/badges")).toEqual([{}]);
  });

  it("asks for the badges in Spanish and names them in Spanish", { timeout: 15_000 }, async () => {
    await readInSpanish("dashboard");
    const { fetchSpy } = renderTile();
    expect(await screen.findByText("Siete días de oración", {}, { timeout: 5_000 })).toBeTruthy();
    expect(bodiesSentTo(fetchSpy, "/api/challenges/badges")).toEqual([{ lang: "es" }]);
  });
});

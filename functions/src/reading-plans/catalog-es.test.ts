import { describe, expect, it } from "vitest";
import { catalogEntry, loadReadingPlans } from "./catalog.ts";
import { catalogReply } from "./progress.ts";

/** The catalogue in Spanish: every plan's title and description from catalog-es.json, the rest as in English. */
describe("the reading plan catalogue in Spanish", () => {
  const catalog = loadReadingPlans();

  it("names every plan in Spanish, in the same order, with the same days and kind", () => {
    const english = catalogReply({ catalog });
    const spanish = catalogReply({ catalog }, "es");
    expect(spanish.plans.map(({ id, days, kind }) => ({ id, days, kind }))).toEqual(english.plans.map(({ id, days, kind }) => ({ id, days, kind })));
    spanish.plans.forEach((plan, i) => {
      expect(plan.title, plan.id).not.toBe(english.plans[i]?.title);
      expect(plan.description, plan.id).not.toBe(english.plans[i]?.description);
    });
  });

  it("answers in English when no language or English is asked for", () => {
    const plan = catalog.byId.get("bible-in-a-year");
    expect(plan && catalogEntry(plan)).toMatchObject({ title: "The Bible in a year" });
    expect(plan && catalogEntry(plan, "en")).toMatchObject({ title: "The Bible in a year" });
    expect(plan && catalogEntry(plan, "es")).toMatchObject({ title: "La Biblia en un año", days: 365 });
  });
});

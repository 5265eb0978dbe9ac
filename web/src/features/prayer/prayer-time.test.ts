import { describe, expect, it } from "vitest";
import { i18n } from "../../lib/i18n/i18n.ts";
import { loadDateLocale } from "../../lib/i18n/format.ts";
import { prayedLabel } from "./prayer-request-card.tsx";
import { postedAgo } from "./prayer-time.ts";

describe("prayer wall words", () => {
  const now = new Date("2026-11-23T12:00:00Z");

  it("says how long ago a request was shared", () => {
    expect(postedAgo("2026-11-23T11:59:30Z", now)).toBe("Just now");
    // A device clock a little behind the server's.
    expect(postedAgo("2026-11-23T12:00:20Z", now)).toBe("Just now");
    expect(postedAgo("2026-11-23T11:55:00Z", now)).toBe("5 minutes ago");
    expect(postedAgo("2026-11-23T09:50:00Z", now)).toBe("2 hours ago");
    expect(postedAgo("2026-11-20T08:00:00Z", now)).toBe("3 days ago");
    expect(postedAgo("not a date", now)).toBe("");
  });

  it("says it in Spanish: hace 5 minutos", async () => {
    await loadDateLocale("es");
    expect(postedAgo("2026-11-23T11:55:00Z", now, "es", "Ahora mismo")).toBe("hace 5 minutos");
    expect(postedAgo("2026-11-23T11:59:30Z", now, "es", "Ahora mismo")).toBe("Ahora mismo");
  });

  it("counts who prayed, and says nothing before anyone has", () => {
    const t = i18n.getFixedT("en", "prayer");
    expect(prayedLabel(0, t, "en")).toBe("");
    expect(prayedLabel(1, t, "en")).toBe("1 person prayed");
    expect(prayedLabel(12, t, "en")).toBe("12 people prayed");
    expect(prayedLabel(1234, t, "en")).toBe("1,234 people prayed");
  });

  it("counts who prayed in Spanish, with Spanish digit grouping", async () => {
    await i18n.loadNamespaces("prayer");
    await i18n.loadLanguages("es");
    const t = i18n.getFixedT("es", "prayer");
    expect(prayedLabel(1, t, "es")).toBe("1 persona oró");
    expect(prayedLabel(12, t, "es")).toBe("12 personas oraron");
    expect(prayedLabel(12345, t, "es")).toBe("12.345 personas oraron");
  });
});

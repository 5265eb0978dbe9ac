import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiError, callsTo, fakeAddressApi, ok, renderWithApi } from "../../test/fake-api.tsx";
import { readInSpanish } from "../../test/spanish.ts";
import { TimeZoneCard } from "./time-zone-card.tsx";

const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
const renderCard = (api: Parameters<typeof fakeAddressApi>[0]) => renderWithApi(fakeAddressApi(api), [{ path: "/", element: <TimeZoneCard /> }], "/");

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("TimeZoneCard", () => {
  it("shows the zone the server keeps, sends the browser's only as the first one, and says what the zone decides", async () => {
    const { fetchSpy } = renderCard({ "/api/time-zone": () => ok({ timeZone: "Pacific/Honolulu", changeableFrom: null }) });
    expect(await screen.findByText("Pacific/Honolulu", { selector: "strong" })).toBeTruthy();
    expect(screen.getByText(/Your daily quizzes, monthly articles, streaks and today's devotional follow this time zone/)).toBeTruthy();
    expect(callsTo(fetchSpy, "/api/time-zone")[0]?.[1]).toEqual({ timeZone: browserZone });
  });

  it("changes the zone once, and says when the next change is possible", async () => {
    const { fetchSpy, user } = renderCard({
      "/api/time-zone": () => ok({ timeZone: "Pacific/Honolulu", changeableFrom: null }),
      "/api/time-zone/change": () => ok({ timeZone: "Pacific/Kiritimati", changeableFrom: "2026-11-23T15:00:00.000Z" }),
    });
    await screen.findByText("Pacific/Honolulu", { selector: "strong" });
    await user.selectOptions(screen.getByLabelText("Time zone"), "Pacific/Kiritimati");
    await user.click(screen.getByRole("button", { name: "Change time zone" }));
    expect(await screen.findByText("Pacific/Kiritimati", { selector: "strong" })).toBeTruthy();
    expect(callsTo(fetchSpy, "/api/time-zone/change")[0]?.[1]).toEqual({ timeZone: "Pacific/Kiritimati" });
    expect(screen.getByText(/You can change it again from/)).toBeTruthy();
    expect((screen.getByRole("button", { name: "Change time zone" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("shows the server's words when a change is refused", async () => {
    const message = "You changed your time zone less than a day ago. You can change it again from 2026-11-23 15:00 UTC; one change a day keeps the daily limits the same for everyone.";
    const { user } = renderCard({
      "/api/time-zone": () => ok({ timeZone: "Pacific/Honolulu", changeableFrom: null }),
      "/api/time-zone/change": () => apiError(409, "failed-precondition", message),
    });
    await screen.findByText("Pacific/Honolulu", { selector: "strong" });
    await user.selectOptions(screen.getByLabelText("Time zone"), "Europe/Madrid");
    await user.click(screen.getByRole("button", { name: "Change time zone" }));
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe(message));
  });

  it("speaks Spanish to a Spanish reader, the next change's date too", { timeout: 15_000 }, async () => {
    await readInSpanish("timeZone");
    const { user } = renderCard({
      "/api/time-zone": () => ok({ timeZone: "Pacific/Honolulu", changeableFrom: null }),
      "/api/time-zone/change": () => ok({ timeZone: "Pacific/Kiritimati", changeableFrom: "2026-11-23T15:00:00.000Z" }),
    });
    expect(await screen.findByRole("heading", { name: "Tu zona horaria" }, { timeout: 5000 })).toBeTruthy();
    expect((await screen.findByText("Pacific/Honolulu", { selector: "strong" })).parentElement?.textContent).toMatch(/^Tu día sigue la zona Pacific\/Honolulu\./);
    expect(screen.getByText(/siguen esta zona horaria/)).toBeTruthy();
    await user.selectOptions(screen.getByLabelText("Zona horaria"), "Pacific/Kiritimati");
    await user.click(screen.getByRole("button", { name: "Cambiar la zona horaria" }));
    expect(await screen.findByText("Pacific/Kiritimati", { selector: "strong" })).toBeTruthy();
    const when = new Intl.DateTimeFormat("es", { dateStyle: "medium", timeStyle: "short" }).format(new Date("2026-11-23T15:00:00.000Z"));
    expect(screen.getByText(`Puedes volver a cambiarla a partir del ${when}.`)).toBeTruthy();
  });
});

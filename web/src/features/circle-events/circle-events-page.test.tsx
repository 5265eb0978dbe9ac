import type { CircleEventListReply, CircleEventOccurrence } from "@berea/contracts/circle-events";
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiError, bodiesSentTo, fakeAreaApi, ok, renderWithApi, type ApiHandler } from "../../test/fake-api.tsx";
import CircleEventsPage from "./circle-events-page.tsx";
import { readInSpanish } from "../../test/spanish.ts";

/** An occurrence as `list` answers it. */
function occurrence(day: number, overrides: Partial<CircleEventOccurrence> = {}): CircleEventOccurrence {
  const date = `2036-03-${String(day).padStart(2, "0")}`;
  return {
    id: `e${day}`,
    circleId: "c1",
    circleName: "Riverside study",
    title: `Study ${day}`,
    date,
    endDate: date,
    startTime: "19:30",
    endTime: "21:00",
    timeZone: "Europe/London",
    place: "St Mary's hall",
    videoLink: null,
    hosts: ["Lydia"],
    tags: ["study"],
    repeat: null,
    occurrence: date,
    occurrenceEnd: date,
    startsAt: `${date}T19:30:00.000Z`,
    endsAt: `${date}T21:00:00.000Z`,
    status: "upcoming",
    weekly: false,
    multiDay: false,
    rsvp: { going: 0, maybe: 0, notGoing: 0, you: null },
    canEdit: false,
    ...overrides,
  };
}

const reply = (occurrences: CircleEventOccurrence[], role: "owner" | "member" = "member"): CircleEventListReply => ({
  circles: [{ id: "c1", name: "Riverside study", memberCount: 7, role }],
  occurrences,
});

const seven = [1, 2, 3, 4, 5, 6, 7].map((day) => occurrence(day, day === 2 ? { title: "Prayer breakfast", hosts: ["Phoebe"], tags: ["prayer"] } : {}));

const renderPage = (handlers: Partial<Record<string, ApiHandler>>) =>
  renderWithApi(fakeAreaApi("circle-events", handlers), [{ path: "/c", element: <CircleEventsPage /> }], "/c");

const dateHeadings = () => screen.getAllByRole("heading", { level: 2 }).filter((heading) => /2036/.test(heading.textContent ?? ""));

describe("CircleEventsPage", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("shows five date groups, then the rest with 'View More Events', and back with 'Show Less Events'", async () => {
    const { user } = renderPage({ list: () => ok(reply(seven)) });
    await screen.findByRole("heading", { name: "Study 1" });
    expect(dateHeadings()).toHaveLength(5);
    expect(screen.getByRole("link", { name: "7 Members" })).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "View More Events" }));
    expect(dateHeadings()).toHaveLength(7);
    await user.click(screen.getByRole("button", { name: "Show Less Events" }));
    expect(dateHeadings()).toHaveLength(5);
  });

  it("searches hosts without minding case, filters by tag and puts everything back with 'Reset Filter'", async () => {
    const { user } = renderPage({ list: () => ok(reply(seven)) });
    await screen.findByRole("heading", { name: "Study 1" });
    await user.type(screen.getByPlaceholderText("Search..."), "PHOEBE");
    expect(screen.getAllByTestId("event-card").map((card) => within(card).getByRole("heading").textContent)).toEqual(["Prayer breakfast"]);
    await user.clear(screen.getByPlaceholderText("Search..."));
    await user.click(screen.getByRole("button", { name: "Filter" }));
    await user.click(screen.getByRole("button", { name: "Prayer" }));
    expect(screen.getAllByTestId("event-card")).toHaveLength(1);
    await user.click(screen.getByRole("checkbox", { name: "Multi-day Events" }));
    expect((screen.getByRole("checkbox", { name: "Multi-day Events" }) as HTMLInputElement).checked).toBe(false);
    await user.click(screen.getByRole("button", { name: "Reset Filter" }));
    expect(screen.getByRole("button", { name: "All Tags" }).getAttribute("aria-pressed")).toBe("true");
    expect(screen.getByRole("button", { name: "All Time" }).getAttribute("aria-pressed")).toBe("true");
    expect((screen.getByRole("checkbox", { name: "Multi-day Events" }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole("checkbox", { name: "Repeating Events" }) as HTMLInputElement).checked).toBe(true);
    expect(dateHeadings()).toHaveLength(5);
  });

  it("shows past events under 'Past', and a member's answer goes to the server for that date", async () => {
    const past = occurrence(1, { id: "old", title: "Harvest supper", date: "2026-01-01", occurrence: "2026-01-01", occurrenceEnd: "2026-01-01", status: "past" });
    const api = fakeAreaApi("circle-events", {
      list: () => ok(reply([past, occurrence(9)])),
      rsvp: () => ok({ occurrence: "2036-03-09", answer: "going", going: 1, maybe: 0, notGoing: 0 }),
    });
    const { user } = renderWithApi(api, [{ path: "/c", element: <CircleEventsPage /> }], "/c");
    const card = (await screen.findAllByTestId("event-card"))[0] as HTMLElement;
    expect(within(card).getByText("Upcoming")).toBeTruthy();
    expect(within(card).getByText("hosted by Lydia")).toBeTruthy();
    await user.click(within(card).getByRole("button", { name: "Going" }));
    await waitFor(() => expect(bodiesSentTo(api, "/api/circle-events/rsvp")).toEqual([{ circleId: "c1", eventId: "e9", occurrence: "2036-03-09", answer: "going" }]));
    await user.click(screen.getByRole("tab", { name: "Past" }));
    expect(screen.getAllByTestId("event-card").map((each) => within(each).getByRole("heading").textContent)).toEqual(["Harvest supper"]);
  });

  it("shows the server's message under the owner's field", async () => {
    const { user } = renderPage({
      list: () => ok(reply([], "owner")),
      create: () => apiError(400, "invalid-argument", "The end time must be after the start time.", { endTime: "The end time must be after the start time." }),
    });
    await user.click(await screen.findByRole("button", { name: "New event" }));
    const form = screen.getByRole("form", { name: "New event" });
    await user.type(within(form).getByLabelText("Title"), "Romans study");
    await user.click(within(form).getByRole("button", { name: "Save event" }));
    const ends = within(form).getByLabelText("Ends");
    await waitFor(() => expect(ends.getAttribute("aria-invalid")).toBe("true"));
    expect(within(form).getByText("The end time must be after the start time.")).toBeTruthy();
  });
});

describe("CircleEventsPage in Spanish", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("says the tabs, the cards, the dates (Intl in Spanish), the filter and the owner's form in Spanish", async () => {
    await readInSpanish("circleEvents");
    const { user } = renderPage({ list: () => ok(reply([occurrence(2, { title: "Prayer breakfast", tags: ["prayer"], weekly: true, rsvp: { going: 2, maybe: 0, notGoing: 0, you: null } })], "owner")) });
    expect(await screen.findByRole("heading", { level: 1, name: "Eventos de círculos" })).toBeTruthy();
    const card = (await screen.findByRole("heading", { name: "Prayer breakfast" })).closest("article") as HTMLElement;
    expect(screen.getByRole("tab", { name: "Próximos" }).getAttribute("aria-selected")).toBe("true");
    expect(screen.getByRole("heading", { level: 2, name: "domingo, 2 de marzo de 2036" })).toBeTruthy();
    expect(within(card).getByText("Próximo")).toBeTruthy();
    expect(within(card).getByText("Oración")).toBeTruthy();
    expect(within(card).getByText("a cargo de Lydia")).toBeTruthy();
    expect(within(card).getByText("Semanal")).toBeTruthy();
    expect(within(card).getByText("2 van")).toBeTruthy();
    expect(within(card).getByRole("button", { name: "Voy" })).toBeTruthy();
    expect(within(card).getByRole("link", { name: "Agregar al calendario" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "7 miembros" })).toBeTruthy();
    expect(screen.getByPlaceholderText("Buscar...")).toBeTruthy();
    await user.type(screen.getByPlaceholderText("Buscar..."), "zzz");
    expect(screen.getByText('Ningún evento próximo coincide con "zzz".')).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Nuevo evento" }));
    expect(screen.getByLabelText("Título").getAttribute("placeholder")).toBe("Estudio de Romanos");
    expect(screen.getByRole("radio", { name: "Cada semana, hasta una fecha" })).toBeTruthy();
  });
});

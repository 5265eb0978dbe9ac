import { screen, waitFor, within } from "@testing-library/react";
import toast from "react-hot-toast";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import CircleChatPage from "./circle-chat-page.tsx";
import CirclesPage from "./circles-page.tsx";
import { chatMessage, detail, minutesAgo, ok, pinCircleClock, renderWithCircles, summary, you } from "./circles-test-support.tsx";
import { readInSpanish } from "../../test/spanish.ts";

describe("faith circles in Spanish", () => {
  beforeEach(async () => {
    pinCircleClock();
    await readInSpanish("circles");
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("lists the circles with how long ago and plurals in Spanish, and the forms to start or join one", async () => {
    renderWithCircles(
      { mine: () => ok({ circles: [summary(), summary({ id: "c2", name: "Prayer partners", role: "member", memberCount: 1, lastMessage: null })], chatAllowed: true, maxCircles: 12 }) },
      <CirclesPage />,
      { path: "/chat" },
    );
    const list = await screen.findByRole("list", { name: "Tus círculos" });
    const first = within(list).getByRole("listitem", { name: "Tuesday study" });
    expect(within(first).getByText("3 miembros")).toBeTruthy();
    expect(within(first).getByText("A cargo")).toBeTruthy();
    expect(within(first).getByText("hace 5 min")).toBeTruthy();
    const second = within(list).getByRole("listitem", { name: "Prayer partners" });
    expect(within(second).getByText("1 miembro")).toBeTruthy();
    expect(within(second).getByText("Todavía no hay mensajes. Sé el primero en saludar.")).toBeTruthy();
    expect(document.title).toBe("Círculos de fe · Berea");
    expect(screen.getByText("Cada cuenta puede estar en hasta 12 círculos, y en un círculo caben hasta 50 personas.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Crear el círculo" })).toBeTruthy();
    expect(screen.getByLabelText("Código de invitación")).toBeTruthy();
  });

  it("opens a circle's chat in Spanish: day headings by date-fns es, the composer, members and the server's reply to leaving", async () => {
    const success = vi.spyOn(toast, "success");
    const { user } = renderWithCircles(
      {
        get: () => ok(detail({ messages: [chatMessage(1, "u-anna", "Anna", "Which chapter are we on?", { sentAt: minutesAgo(60 * 24 * 3) }), chatMessage(2, you.uid, you.name, "Acts 17, the Bereans.")] })),
        leave: () => ok({ message: "You have left Tuesday study." }),
      },
      <CircleChatPage />,
      { path: "/chat/:circleId", initialEntry: "/chat/c1" },
    );
    expect(await screen.findByRole("heading", { level: 1, name: "Tuesday study" })).toBeTruthy();
    expect(document.title).toBe("Tuesday study · Círculos de fe · Berea");
    const log = screen.getByRole("log", { name: "Mensajes en Tuesday study" });
    expect(within(log).getByText("Hoy")).toBeTruthy();
    expect(within(log).getByText("sábado 21 de noviembre")).toBeTruthy();
    expect(screen.getByLabelText("Mensaje").getAttribute("placeholder")).toBe("Escribe a tu círculo…");
    expect(screen.getByRole("button", { name: "Enviar" })).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Miembros" }));
    const members = screen.getByRole("heading", { name: /Miembros/ });
    expect(members.textContent).toBe("Miembros 3 de 50");
    expect(screen.getByText("(tú)")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Salir del círculo" }));
    await user.click(screen.getByRole("button", { name: "Salir" }));
    await waitFor(() => expect(success).toHaveBeenCalledWith("Saliste de Tuesday study."));
  });
});

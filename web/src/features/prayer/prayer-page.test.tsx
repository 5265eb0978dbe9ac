import { screen, waitFor, within } from "@testing-library/react";
import toast from "react-hot-toast";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { apiError, ok } from "../../test/fake-api.tsx";
import { chooseLanguage } from "../../lib/language.ts";
import { anonymousRequest, bodiesSent, minutesAgo, ownRequest, pinPrayerClock, prayerRequest, renderPrayerPage, reportedRequest, wallOf, wallReply } from "./prayer-test-support.tsx";

const request = (name: string) => screen.getByRole("article", { name });
const shareForm = () => screen.getByRole("form", { name: "Share a prayer request" });

describe("PrayerPage", () => {
  beforeEach(() => {
    pinPrayerClock();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("shows the wall: who shared each request and when, its words as written, answered ones with their note", async () => {
    renderPrayerPage({
      wall: wallOf(
        wallReply({
          requests: [
            prayerRequest({ prayedCount: 12 }),
            anonymousRequest({ prayedCount: 1, text: "<b>Not bold</b>", answered: { at: minutesAgo(0), note: "We have peace now. Thank you." } }),
          ],
        }),
      ),
    });
    const anna = await screen.findByRole("article", { name: "Anna" });
    expect(screen.getByRole("heading", { level: 1, name: "Prayer wall" })).toBeTruthy();
    expect(screen.getByText("Share what is on your heart, and pray for one another.")).toBeTruthy();
    expect(document.title).toBe("Prayer wall · Berea");

    expect(within(anna).getByText("2 hours ago").getAttribute("datetime")).toBeTruthy();
    // Line breaks kept, as text.
    expect(within(anna).getByText(/mother's surgery/).textContent).toBe("Please pray for my mother's surgery on Thursday.\nShe is anxious about it.");
    expect(within(anna).getByText("12 people prayed")).toBeTruthy();
    expect(within(anna).queryByText("Answered")).toBeNull();

    const someone = request("Someone on Berea");
    expect(within(someone).getByText("<b>Not bold</b>")).toBeTruthy();
    expect(someone.querySelector("b")).toBeNull();
    expect(within(someone).getByText("Answered").className).toBe("badge");
    expect(within(someone).getByText(/We have peace now/).textContent).toBe("Note from Someone on Berea: We have peace now. Thank you.");
    expect(within(someone).getByText("1 person prayed")).toBeTruthy();
  });

  it("says when the wall is empty", async () => {
    renderPrayerPage({ wall: wallOf(wallReply({ requests: [] })) });
    expect(await screen.findByText("No prayer requests yet. Be the first to share one.")).toBeTruthy();
  });

  it("checks a request as the contract does before sending it, with a live count", async () => {
    const { user, fetchSpy } = renderPrayerPage({ wall: wallOf() });
    await screen.findByRole("article", { name: "Anna" });
    const box = within(shareForm()).getByLabelText("Your prayer request");
    expect(within(shareForm()).getByText("0 / 500", { exact: false })).toBeTruthy();
    await user.type(box, "Pray  ");
    expect(within(shareForm()).getByText("4 / 500", { exact: false })).toBeTruthy();
    await user.click(within(shareForm()).getByRole("button", { name: "Share request" }));
    expect(within(shareForm()).getByRole("alert").textContent).toBe("A prayer request needs at least 10 characters.");
    expect(box.getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(box);
    expect(bodiesSent(fetchSpy, "post")).toEqual([]);
  });

  it("shares a request: it goes to the top of the wall, the box clears and one fewer is left today", async () => {
    const success = vi.spyOn(toast, "success");
    const shared = ownRequest({ id: "new1", text: "Pray for our church's new pastor.", postedAt: minutesAgo(0) });
    const { user, fetchSpy } = renderPrayerPage({ wall: wallOf(), post: () => ok(shared) });
    await screen.findByRole("article", { name: "Anna" });
    expect(within(shareForm()).getByText("You can share 5 more requests today.")).toBeTruthy();

    const box = within(shareForm()).getByLabelText("Your prayer request");
    await user.type(box, "  Pray for our church's new pastor. ");
    await user.click(within(shareForm()).getByLabelText("Share without my name"));
    await user.click(within(shareForm()).getByRole("button", { name: "Share request" }));

    await waitFor(() => expect(success).toHaveBeenCalledWith("Your request is on the wall."));
    const [sent] = bodiesSent(fetchSpy, "post");
    expect(sent).toEqual({ text: "Pray for our church's new pastor.", anonymous: true, clientId: expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/) });
    expect((box as HTMLTextAreaElement).value).toBe("");
    const cards = screen.getAllByRole("article");
    expect(cards.map((card) => within(card).getByRole("heading").textContent)).toEqual(["Lydia", "Anna"]);
    expect(within(cards[0] as HTMLElement).getByText("Just now")).toBeTruthy();
    expect(within(shareForm()).getByText("You can share 4 more requests today.")).toBeTruthy();
  });

  it("says that sharing waits for a confirmed email, offers a new link, and keeps the words typed", async () => {
    const waits = "Please confirm your email address to share prayer requests. Open the link we emailed you, or send a new one from this page.";
    const { user } = renderPrayerPage({ wall: wallOf(), post: () => apiError(403, "email-not-verified", waits) });
    await screen.findByRole("article", { name: "Anna" });
    const box = within(shareForm()).getByLabelText("Your prayer request");
    await user.type(box, "Pray for our church's new pastor.");
    await user.click(within(shareForm()).getByRole("button", { name: "Share request" }));
    expect(await within(shareForm()).findByRole("heading", { name: "Confirm your email address" })).toBeTruthy();
    expect(within(shareForm()).getByText(waits)).toBeTruthy();
    expect(within(shareForm()).getByRole("button", { name: "Send a new link" })).toBeTruthy();
    expect((box as HTMLTextAreaElement).value).toBe("Pray for our church's new pastor.");
  });

  it("sends a retry of the same words with the same clientId, and the next request with a new one", async () => {
    let posts = 0;
    const { user, fetchSpy } = renderPrayerPage({
      wall: wallOf(),
      post: (body) => {
        posts += 1;
        if (posts === 1) return apiError(503, "unavailable", "Berea is busy for a moment. Please try again.");
        return ok(ownRequest({ id: `new${posts}`, text: String(body.text) }));
      },
    });
    await screen.findByRole("article", { name: "Anna" });
    const box = within(shareForm()).getByLabelText("Your prayer request");
    const send = within(shareForm()).getByRole("button", { name: "Share request" });
    await user.type(box, "Pray for rain on our farm.");
    await user.click(send);
    expect((await within(shareForm()).findByRole("alert")).textContent).toBe("Berea is busy for a moment. Please try again.");
    expect((box as HTMLTextAreaElement).value).toBe("Pray for rain on our farm.");

    await user.click(send);
    await waitFor(() => expect((box as HTMLTextAreaElement).value).toBe(""));
    // The same words again, once shared, are a new request.
    await user.type(box, "Pray for rain on our farm.");
    await user.click(send);
    await waitFor(() => expect(bodiesSent(fetchSpy, "post")).toHaveLength(3));

    const [first, retry, next] = bodiesSent(fetchSpy, "post");
    expect(retry?.clientId).toBe(first?.clientId);
    expect(next?.clientId).not.toBe(first?.clientId);
  });

  it("closes the form for the day once the reader has shared as many as a day allows", async () => {
    renderPrayerPage({ wall: wallOf(wallReply({ postsLeftToday: 0 })) });
    await screen.findByRole("article", { name: "Anna" });
    // The whole form is off: its fieldset is disabled.
    expect(within(shareForm()).getByLabelText("Your prayer request").matches(":disabled")).toBe(true);
    expect(within(shareForm()).getByLabelText("Share without my name").matches(":disabled")).toBe(true);
    expect(within(shareForm()).getByRole("button", { name: "Share request" }).matches(":disabled")).toBe(true);
    expect(within(shareForm()).getByText(/You have shared 5 prayer requests in the last 24 hours/)).toBeTruthy();
  });

  it("tells a Family member whose owner turned chat off that they can read and pray, with no form; reporting stays open to them", async () => {
    const { user } = renderPrayerPage({ wall: wallOf(wallReply({ canPost: false, postsLeftToday: 0 })), pray: () => ok({ prayedCount: 1, youPrayed: true }) });
    const anna = await screen.findByRole("article", { name: "Anna" });
    expect(
      screen.getByText("Your Family plan's owner has turned chat off for your account, so you can read the wall and pray, but not share requests."),
    ).toBeTruthy();
    expect(screen.queryByRole("form", { name: "Share a prayer request" })).toBeNull();
    expect(within(anna).getByRole("button", { name: "Report…" })).toBeTruthy();
    await user.click(within(anna).getByRole("button", { name: "I prayed" }));
    expect(within(anna).getByRole("button", { name: "You prayed" }).getAttribute("aria-pressed")).toBe("true");
  });

  it("marks 'I prayed' at once and keeps the server's count", async () => {
    let answer: (response: Response) => void = () => undefined;
    const { user, fetchSpy } = renderPrayerPage({
      wall: wallOf(wallReply({ requests: [prayerRequest({ prayedCount: 0 })] })),
      pray: () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const anna = await screen.findByRole("article", { name: "Anna" });
    const button = within(anna).getByRole("button", { name: "I prayed" });
    expect(button.getAttribute("aria-pressed")).toBe("false");
    expect(within(anna).queryByText(/(people|person) prayed/)).toBeNull();

    await user.click(button);
    expect(button.getAttribute("aria-pressed")).toBe("true");
    expect(button.textContent).toBe("You prayed");
    expect(within(anna).getByText("1 person prayed")).toBeTruthy();

    // Others prayed meanwhile: the reply's count wins.
    answer(ok({ prayedCount: 7, youPrayed: true }));
    expect(await within(anna).findByText("7 people prayed")).toBeTruthy();
    // Pressing again sends nothing more.
    await user.click(button);
    expect(bodiesSent(fetchSpy, "pray")).toEqual([{ requestId: "r1" }]);
  });

  it("puts 'I prayed' back when the server refuses it, and says why", async () => {
    const failure = vi.spyOn(toast, "error");
    const { user } = renderPrayerPage({
      wall: wallOf(wallReply({ requests: [prayerRequest({ prayedCount: 3 })] })),
      pray: () => apiError(404, "not-found", "This prayer request is no longer on the wall."),
    });
    const anna = await screen.findByRole("article", { name: "Anna" });
    await user.click(within(anna).getByRole("button", { name: "I prayed" }));
    await waitFor(() => expect(failure).toHaveBeenCalledWith("This prayer request is no longer on the wall."));
    expect(within(anna).getByRole("button", { name: "I prayed" }).getAttribute("aria-pressed")).toBe("false");
    expect(within(anna).getByText("3 people prayed")).toBeTruthy();
  });

  it("shows older requests a page at a time, from the page before's next", async () => {
    const cursor = "2026-11-20T08:00:00.000Z|r1";
    const { user, fetchSpy } = renderPrayerPage({
      wall: (body) =>
        body.before === cursor
          ? ok(wallReply({ requests: [prayerRequest({ id: "old1", name: "Silas", text: "For my brother, far from home." })], next: null }))
          : ok(wallReply({ next: cursor })),
    });
    await screen.findByRole("article", { name: "Anna" });
    await user.click(screen.getByRole("button", { name: "Show older requests" }));
    expect(await screen.findByRole("article", { name: "Silas" })).toBeTruthy();
    expect(screen.getAllByRole("article")).toHaveLength(2);
    expect(bodiesSent(fetchSpy, "wall")).toEqual([{}, { before: cursor }]);
    expect(screen.queryByRole("button", { name: "Show older requests" })).toBeNull();
  });

  it("opens My requests from its tab and keeps it in the address, with a request taken off the wall marked", async () => {
    const { user, router, fetchSpy } = renderPrayerPage({
      wall: wallOf(),
      mine: () => ok({ requests: [ownRequest({ hidden: true }), ownRequest({ id: "own2", text: "Thank you for praying for my exams.", prayedCount: 4 })] }),
    });
    await screen.findByRole("article", { name: "Anna" });
    const tabs = screen.getByRole("tablist", { name: "Prayer requests" });
    expect(within(tabs).getByRole("tab", { name: "The wall" }).getAttribute("aria-selected")).toBe("true");
    expect(bodiesSent(fetchSpy, "mine")).toEqual([]);

    await user.click(within(tabs).getByRole("tab", { name: "My requests" }));
    expect(router.state.location.search).toBe("?tab=mine");
    expect(within(tabs).getByRole("tab", { name: "My requests" }).getAttribute("aria-selected")).toBe("true");
    const panel = screen.getByRole("tabpanel", { name: "My requests" });
    await waitFor(() => expect(within(panel).getAllByRole("article")).toHaveLength(2));
    const [hidden, shown] = within(panel).getAllByRole("article") as [HTMLElement, HTMLElement];
    expect(within(hidden).getByText("Hidden from the wall after reports.")).toBeTruthy();
    expect(within(shown).queryByText("Hidden from the wall after reports.")).toBeNull();
    expect(within(shown).getByText("4 people prayed")).toBeTruthy();

    // Arrow keys move between the tabs.
    await user.keyboard("{ArrowLeft}");
    expect(router.state.location.search).toBe("");
    expect(document.activeElement).toBe(within(tabs).getByRole("tab", { name: "The wall" }));
  });

  it("opens on My requests from the address, and says when the reader has shared none", async () => {
    renderPrayerPage({ wall: wallOf(), mine: () => ok({ requests: [] }) }, "/prayer?tab=mine");
    expect(await screen.findByText("You have not shared a prayer request yet.")).toBeTruthy();
    expect(screen.getByRole("tab", { name: "My requests" }).getAttribute("aria-selected")).toBe("true");
    expect(screen.queryByRole("article", { name: "Anna" })).toBeNull();
  });

  it("deletes one's own request after asking once more", async () => {
    const success = vi.spyOn(toast, "success");
    const { user, fetchSpy } = renderPrayerPage({
      wall: wallOf(wallReply({ requests: [ownRequest(), prayerRequest()] })),
      delete: () => ok({ message: "Your prayer request is deleted." }),
    });
    const own = await screen.findByRole("article", { name: "Lydia" });
    expect(within(own).queryByRole("button", { name: "Report…" })).toBeNull();
    await user.click(within(own).getByRole("button", { name: "Delete…" }));
    const question = within(own).getByRole("group", { name: "Delete this request?" });
    expect(within(question).getByText("This cannot be undone.")).toBeTruthy();
    await user.click(within(question).getByRole("button", { name: "Delete" }));

    await waitFor(() => expect(screen.queryByRole("article", { name: "Lydia" })).toBeNull());
    expect(success).toHaveBeenCalledWith("Your prayer request is deleted.");
    expect(bodiesSent(fetchSpy, "delete")).toEqual([{ requestId: "own1" }]);
    expect(screen.getByRole("article", { name: "Anna" })).toBeTruthy();
  });

  it("reports someone else's request after asking once more, then shows it as reported", async () => {
    const { user, fetchSpy } = renderPrayerPage({
      wall: wallOf(wallReply({ requests: [prayerRequest(), anonymousRequest({ reportedByYou: true })] })),
      report: () => ok({ message: "Thank you for telling us. We will look at this request." }),
    });
    const anna = await screen.findByRole("article", { name: "Anna" });
    expect((within(request("Someone on Berea")).getByRole("button", { name: "Reported" }) as HTMLButtonElement).disabled).toBe(true);
    expect(within(anna).queryByRole("button", { name: "Delete…" })).toBeNull();

    await user.click(within(anna).getByRole("button", { name: "Report…" }));
    const question = within(anna).getByRole("group", { name: "Report this request?" });
    expect(within(question).getByText("We take a request off the wall when several people report it.")).toBeTruthy();
    await user.click(within(question).getByRole("button", { name: "Report" }));

    const reported = await within(anna).findByRole("button", { name: "Reported" });
    expect((reported as HTMLButtonElement).disabled).toBe(true);
    expect(bodiesSent(fetchSpy, "report")).toEqual([{ requestId: "r1" }]);
  });

  it("shows the server's words when a report is refused, and keeps the question open", async () => {
    const { user } = renderPrayerPage({
      wall: wallOf(),
      report: () => apiError(429, "rate-limited", "You have sent many reports today. Please try again tomorrow."),
    });
    const anna = await screen.findByRole("article", { name: "Anna" });
    await user.click(within(anna).getByRole("button", { name: "Report…" }));
    await user.click(within(anna).getByRole("button", { name: "Report" }));
    expect((await within(anna).findByRole("alert")).textContent).toBe("You have sent many reports today. Please try again tomorrow.");
    expect(within(anna).getByRole("group", { name: "Report this request?" })).toBeTruthy();
  });

  it("marks one's own request answered with a note of thanks", async () => {
    const success = vi.spyOn(toast, "success");
    const { user, fetchSpy } = renderPrayerPage({
      wall: wallOf(wallReply({ requests: [ownRequest()] })),
      answer: (body) => ok(ownRequest({ answered: { at: minutesAgo(0), note: String(body.note) } })),
    });
    const own = await screen.findByRole("article", { name: "Lydia" });
    await user.click(within(own).getByRole("button", { name: "Mark answered…" }));
    const note = within(own).getByLabelText("A note of thanks (optional)");
    expect(document.activeElement).toBe(note);
    await user.click(note);
    await user.paste("x".repeat(281));
    await user.click(within(own).getByRole("button", { name: "Mark answered" }));
    expect(within(own).getByRole("alert").textContent).toBe("The note can be at most 280 characters.");
    expect(bodiesSent(fetchSpy, "answer")).toEqual([]);

    await user.clear(note);
    await user.type(note, "I start at the bakery on Monday.");
    expect(within(own).getByText("32 / 280", { exact: false })).toBeTruthy();
    await user.click(within(own).getByRole("button", { name: "Mark answered" }));

    expect(await within(own).findByText("Answered")).toBeTruthy();
    expect(within(own).getByText(/I start at the bakery on Monday\./)).toBeTruthy();
    expect(within(own).queryByLabelText("A note of thanks (optional)")).toBeNull();
    expect(document.activeElement).toBe(within(own).getByRole("button", { name: "Change the note…" }));
    expect(success).toHaveBeenCalledWith("Your request is marked answered.");
    expect(bodiesSent(fetchSpy, "answer")).toEqual([{ requestId: "own1", note: "I start at the bakery on Monday." }]);
  });

  it("says what went wrong loading the wall, and tries again", async () => {
    let reads = 0;
    const { user } = renderPrayerPage({
      wall: () => {
        reads += 1;
        return reads === 1 ? apiError(503, "unavailable", "Berea is busy for a moment. Please try again.") : ok(wallReply());
      },
    });
    expect((await screen.findByRole("alert")).textContent).toContain("Berea is busy for a moment. Please try again.");
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("article", { name: "Anna" })).toBeTruthy();
  });

  describe("for moderators", () => {
    it("shows the reported requests in a Reports tab, to keep on the wall or remove after confirming", async () => {
      const { user, fetchSpy, router } = renderPrayerPage({
        wall: wallOf(wallReply({ moderator: true })),
        reports: () => ok({ requests: [reportedRequest(), reportedRequest({ id: "rep2", name: "Alexander", text: "A request one person reported.", reports: 1, hidden: false })] }),
        review: () => ok({ message: "The request stays on the wall, and its reports are cleared." }),
      });
      await screen.findByRole("article", { name: "Anna" });
      await user.click(screen.getByRole("tab", { name: "Reports" }));
      expect(router.state.location.search).toBe("?tab=reports");
      const demas = await screen.findByRole("article", { name: "Demas: Reported by 3 people" });
      expect(within(demas).getByText("Reported by 3 people · hidden from the wall")).toBeTruthy();
      const alexander = screen.getByRole("article", { name: "Alexander: Reported by 1 person" });
      expect(within(alexander).getByText("Reported by 1 person · still on the wall")).toBeTruthy();

      await user.click(within(demas).getByRole("button", { name: "Keep on the wall" }));
      await waitFor(() => expect(bodiesSent(fetchSpy, "review")).toEqual([{ requestId: "rep1", decision: "keep" }]));

      await user.click(within(alexander).getByRole("button", { name: "Remove…" }));
      expect(within(alexander).getByText("It is deleted, with its prayers. This cannot be undone.")).toBeTruthy();
      await user.click(within(alexander).getByRole("button", { name: "Remove" }));
      await waitFor(() => expect(bodiesSent(fetchSpy, "review")).toEqual([{ requestId: "rep1", decision: "keep" }, { requestId: "rep2", decision: "remove" }]));
    });

    it("says when nothing waits for review", async () => {
      renderPrayerPage({ wall: wallOf(wallReply({ moderator: true })), reports: () => ok({ requests: [] }) }, "/prayer?tab=reports");
      expect(await screen.findByText("No reported requests are waiting for review.")).toBeTruthy();
    });

    it("gives anyone else no Reports tab, and the wall for a link to it", async () => {
      const { fetchSpy } = renderPrayerPage({ wall: wallOf() }, "/prayer?tab=reports");
      await screen.findByRole("article", { name: "Anna" });
      expect(screen.queryByRole("tab", { name: "Reports" })).toBeNull();
      expect(screen.getByRole("tab", { name: "The wall" }).getAttribute("aria-selected")).toBe("true");
      expect(bodiesSent(fetchSpy, "reports")).toEqual([]);
    });
  });

  it("speaks Spanish to a reader who chose it: the wall, how long ago, who prayed, the tabs, what is left today and the contract's messages", async () => {
    chooseLanguage("es", { keepOnProfile: false });
    const success = vi.spyOn(toast, "success");
    const { user } = renderPrayerPage({
      wall: wallOf(
        wallReply({
          moderator: true,
          requests: [prayerRequest({ prayedCount: 12 }), anonymousRequest({ prayedCount: 1, answered: { at: minutesAgo(0), note: "Tenemos paz." } })],
        }),
      ),
      reports: () => ok({ requests: [reportedRequest()] }),
      review: () => ok({ message: "The request stays on the wall, and its reports are cleared." }),
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Muro de oración" })).toBeTruthy();
    const anna = await screen.findByRole("article", { name: "Anna" });
    expect(screen.getByText("Comparte lo que llevas en el corazón y oren unos por otros.")).toBeTruthy();
    expect(document.title).toBe("Muro de oración · Berea");
    // date-fns's es locale: how long ago, and the full date in the title.
    const when = within(anna).getByText("hace 2 horas");
    expect(when.getAttribute("title")).toMatch(/23 de noviembre de 2026/);
    expect(within(anna).getByText("12 personas oraron")).toBeTruthy();
    expect(within(anna).getByRole("button", { name: "Oré" })).toBeTruthy();
    expect(within(anna).getByRole("button", { name: "Reportar…" })).toBeTruthy();

    // The anonymous name is said in Spanish too.
    const someone = request("Alguien en Berea");
    expect(within(someone).getByText("Respondida")).toBeTruthy();
    expect(within(someone).getByText(/Tenemos paz/).textContent).toBe("Nota de Alguien en Berea: Tenemos paz.");
    expect(within(someone).getByText("1 persona oró")).toBeTruthy();

    expect(screen.getByRole("tab", { name: "El muro" }).getAttribute("aria-selected")).toBe("true");
    expect(screen.getByRole("tab", { name: "Mis peticiones" })).toBeTruthy();

    const form = screen.getByRole("form", { name: "Comparte una petición de oración" });
    expect(within(form).getByText("Hoy puedes compartir 5 peticiones más.")).toBeTruthy();
    expect(within(form).getByText("Sin tu nombre, el muro la muestra como de “Alguien en Berea”.")).toBeTruthy();
    await user.type(within(form).getByLabelText("Tu petición de oración"), "Ora");
    await user.click(within(form).getByRole("button", { name: "Compartir petición" }));
    expect(within(form).getByRole("alert").textContent).toBe("Una petición de oración necesita al menos 10 caracteres.");

    // A moderator's reports, counted with Spanish plurals; the server's English reply said in Spanish.
    await user.click(screen.getByRole("tab", { name: "Reportes" }));
    const demas = await screen.findByRole("article", { name: "Demas: Reportada por 3 personas" });
    expect(within(demas).getByText("Reportada por 3 personas · oculta del muro")).toBeTruthy();
    await user.click(within(demas).getByRole("button", { name: "Dejar en el muro" }));
    await waitFor(() => expect(success).toHaveBeenCalledWith("La petición sigue en el muro y sus reportes se borraron."));
  });
});

import { render, screen, within } from "@testing-library/react";
import { Suspense, type ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { chooseLanguage } from "../../lib/language.ts";
import AboutPage from "./about-page.tsx";
import CareersPage from "./careers-page.tsx";
import NotFoundPage from "./not-found-page.tsx";
import PrivacyPage from "./privacy-page.tsx";
import TermsPage from "./terms-page.tsx";

const renderPage = (page: ReactNode, entry = "/") => render(<MemoryRouter initialEntries={[entry]}>{page}</MemoryRouter>);

/** `page` for a reader who chose Spanish: the long pages suspend while their Spanish chunk loads, so this waits for the heading. */
async function renderSpanish(page: ReactNode, entry = "/"): Promise<HTMLElement> {
  chooseLanguage("es", { keepOnProfile: false });
  render(
    <MemoryRouter initialEntries={[entry]}>
      <Suspense fallback={<p>…</p>}>{page}</Suspense>
    </MemoryRouter>,
  );
  return screen.findByRole("heading", { level: 1 });
}

/** The document's title as React 19 renders it (the page's <title>, hoisted to the head). */
const documentTitle = () => document.querySelector("title")?.textContent;

describe("NotFoundPage", () => {
  it("shows a large 404, 'Page Not Available!' and a link home that keeps the query", () => {
    renderPage(<NotFoundPage />, "/nowhere?ref=FRIEND1");
    expect(screen.getByText("404")).toBeTruthy();
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Page Not Available!");
    expect(screen.getByRole("link", { name: "Back to home" }).getAttribute("href")).toBe("/?ref=FRIEND1");
  });
});

describe("AboutPage", () => {
  it("welcomes, explains the name from Acts 17:11, numbers ten features and has the #community anchor", () => {
    renderPage(<AboutPage />);
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toContain("Welcome");
    expect(document.body.textContent).toContain("searched the scriptures daily");
    const features = screen.getByRole("heading", { name: "What you will find in Berea" }).parentElement;
    expect(features?.querySelector("ol")?.children).toHaveLength(10);
    expect(document.getElementById("community")).not.toBeNull();
  });
});

describe("CareersPage", () => {
  it("says plainly there are no open roles and how to write to us, with no 'coming soon'", () => {
    renderPage(<CareersPage />, "/careers?ref=FRIEND1");
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Working on Berea");
    expect(document.body.textContent).toContain("We have no open roles at the moment");
    expect(screen.getByRole("link", { name: "Write to support@berea.app" }).getAttribute("href")).toBe(
      "mailto:support@berea.app?subject=Working%20on%20Berea",
    );
    expect(screen.getByRole("link", { name: "contact page" }).getAttribute("href")).toBe("/contact-us?ref=FRIEND1");
    expect(document.body.textContent?.toLowerCase()).not.toContain("coming soon");
  });
});

describe("Legal pages", () => {
  it.each([
    ["Terms of Service", <TermsPage key="terms" />],
    ["Privacy Policy", <PrivacyPage key="privacy" />],
  ])("%s names Stripe, Firebase and the support email", (title, page) => {
    renderPage(page);
    const article = screen.getByRole("article");
    expect(within(article).getByRole("heading", { level: 1 }).textContent).toBe(title);
    expect(article.textContent).toContain("Stripe");
    expect(article.textContent).toContain("Firebase");
    expect(within(article).getAllByRole("link", { name: "support@berea.app" }).length).toBeGreaterThan(0);
  });

  it.each([
    [<TermsPage key="terms" />, "November 22, 2026", 15],
    [<PrivacyPage key="privacy" />, "November 27, 2026", 12],
  ] as const)("in English, says its date in English and keeps its numbered sections (%#)", (page, date, sections) => {
    renderPage(page);
    const article = screen.getByRole("article");
    expect(article.textContent).toContain(`Last updated ${date}`);
    expect(within(article).getAllByRole("heading", { level: 2 })).toHaveLength(sections);
    expect(document.querySelector("title")?.textContent).toMatch(/^(Terms of Service|Privacy Policy) · Berea$/);
  });

  it("the privacy policy says where data lives and that it can be deleted", () => {
    renderPage(<PrivacyPage />);
    const text = screen.getByRole("article").textContent ?? "";
    expect(text).toContain("Google Cloud Firestore");
    expect(text).toContain("delete your account");
    expect(text).toContain("under 13");
  });

  it("the privacy policy says what the account page does, and what deleting an account keeps and removes", () => {
    renderPage(<PrivacyPage />);
    const article = screen.getByRole("article");
    const text = article.textContent ?? "";
    expect(within(article).getAllByRole("link", { name: "account page" })[0]?.getAttribute("href")).toBe("/account");
    expect(text).toContain("download a copy of everything we keep about you, as one file");
    expect(text).toContain("signed “Deleted account”");
    expect(text).toContain("stored without your name or account");
    expect(text).toContain("its members are told on their account and Family pages that it ends then");
    expect(text).not.toContain("ask us to delete your account");
  });
});

describe("the marketing pages in Spanish", () => {
  it("the 404 says it in Spanish at once (no chunk), with the link home keeping the query", () => {
    chooseLanguage("es", { keepOnProfile: false });
    renderPage(<NotFoundPage />, "/ninguna-parte?ref=FRIEND1");
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("¡Página no disponible!");
    expect(screen.getByText("404").textContent).toBe("Error 404");
    expect(document.body.textContent).toContain("No encontramos la página que buscabas.");
    expect(screen.getByRole("link", { name: "Volver al inicio" }).getAttribute("href")).toBe("/?ref=FRIEND1");
    expect(documentTitle()).toBe("Página no disponible · Berea");
    expect(document.body.textContent).not.toContain("Page Not Available");
  });

  it("/about welcomes in Spanish, quotes Acts 17:11 in the Reina-Valera 1909 exactly, and keeps ten features and #community", async () => {
    const heading = await renderSpanish(<AboutPage />);
    expect(heading.textContent).toBe("Te damos la bienvenida a Berea");
    expect(documentTitle()).toBe("Quiénes somos · Berea");
    // Hechos 17:11 as data/bible/rv1909.json has it.
    expect(document.body.textContent).toContain(
      "“recibieron la palabra con toda solicitud, escudriñando cada día las Escrituras, si estas cosas eran así” (Hechos 17:11, Reina-Valera 1909)",
    );
    const features = screen.getByRole("heading", { name: "Lo que encontrarás en Berea" }).parentElement;
    expect(features?.querySelector("ol")?.children).toHaveLength(10);
    expect(screen.getByRole("heading", { name: "Únete a la comunidad" }).closest("#community")).not.toBeNull();
    expect(screen.getByRole("link", { name: "Círculos de fe" }).getAttribute("href")).toBe("/chat");
    expect(screen.getByRole("link", { name: "Escríbenos" }).getAttribute("href")).toBe("mailto:support@berea.app");
    expect(document.body.textContent).not.toMatch(/Welcome|searched the scriptures|Join the community/);
  });

  it("/careers says plainly in Spanish there are no open roles, with a Spanish subject for the email", () => {
    chooseLanguage("es", { keepOnProfile: false });
    renderPage(<CareersPage />, "/careers?ref=FRIEND1");
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Trabajar en Berea");
    expect(document.body.textContent).toContain("Ahora mismo no tenemos puestos abiertos");
    expect(screen.getByRole("link", { name: "Escribe a support@berea.app" }).getAttribute("href")).toBe(
      "mailto:support@berea.app?subject=Trabajar%20en%20Berea",
    );
    expect(screen.getByRole("link", { name: "página de contacto" }).getAttribute("href")).toBe("/contact-us?ref=FRIEND1");
    expect(documentTitle()).toBe("Trabaja con nosotros · Berea");
  });

  it.each([
    ["Términos del servicio", <TermsPage key="terms" />, "22 de noviembre de 2026", 15],
    ["Política de privacidad", <PrivacyPage key="privacy" />, "27 de noviembre de 2026", 12],
  ] as const)("%s: the whole document in Spanish, its date in Spanish, the same sections as the English", async (title, page, date, sections) => {
    const heading = await renderSpanish(page);
    expect(heading.textContent).toBe(title);
    expect(documentTitle()).toBe(`${title} · Berea`);
    const article = screen.getByRole("article");
    expect(article.textContent).toContain(`Última actualización: ${date}`);
    const numbered = within(article).getAllByRole("heading", { level: 2 }).map((section) => section.textContent);
    expect(numbered).toHaveLength(sections);
    numbered.forEach((section, index) => expect(section).toMatch(new RegExp(`^${index + 1}\\. `)));
    expect(article.textContent).toContain("Stripe");
    expect(article.textContent).toContain("Firebase");
    expect(within(article).getAllByRole("link", { name: "support@berea.app" }).length).toBeGreaterThan(0);
    expect(within(article).getAllByRole("link", { name: "página de contacto" })[0]?.getAttribute("href")).toBe("/contact-us");
    expect(article.textContent).not.toMatch(/Last updated|In short|contact page|About these terms|Who we are/);
  });

  it("the privacy policy in Spanish says what the account page does and what deleting an account keeps, as the app says it", async () => {
    await renderSpanish(<PrivacyPage />);
    const article = screen.getByRole("article");
    const text = article.textContent ?? "";
    expect(within(article).getAllByRole("link", { name: "página de cuenta" })[0]?.getAttribute("href")).toBe("/account");
    expect(text).toContain("descargar una copia de todo lo que guardamos sobre ti, en un solo archivo");
    expect(text).toContain("firmados «Cuenta eliminada»");
    expect(text).toContain("aparece para todos como «Alguien en Berea»");
    expect(text).toContain("menores de 13 años");
    expect(text).toContain("Google Cloud Firestore");
  });

  it("the terms in Spanish link to the Spanish privacy policy's address and keep the English document's promises", async () => {
    await renderSpanish(<TermsPage />);
    const article = screen.getByRole("article");
    expect(within(article).getByRole("link", { name: "Política de privacidad" }).getAttribute("href")).toBe("/privacy/");
    expect(article.textContent).toContain("al menos 30 días antes");
    expect(article.textContent).toContain("en los 12 meses anteriores");
  });
});

import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { chooseLanguage } from "../../lib/language.ts";
import { SiteFooter } from "./site-footer.tsx";

function renderFooter(entry = "/") {
  render(
    <MemoryRouter initialEntries={[entry]}>
      <SiteFooter />
    </MemoryRouter>,
  );
  return screen.getByRole("contentinfo");
}

const hrefOf = (scope: HTMLElement, name: string) => within(scope).getByRole("link", { name }).getAttribute("href");

const supportEmail = "support@berea.app";

describe("SiteFooter", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("links every page the spec lists, with /careers labelled Careers", () => {
    const footer = renderFooter();
    expect(hrefOf(footer, "Home")).toBe("/");
    expect(hrefOf(footer, "Bible")).toBe("/Bible");
    expect(hrefOf(footer, "Quiz")).toBe("/quiz");
    expect(hrefOf(footer, "Books")).toBe("/Books");
    expect(hrefOf(footer, "Devotionals")).toBe("/Devotionals");
    expect(hrefOf(footer, "Guided learning")).toBe("/learn");
    expect(hrefOf(footer, "Reading plans")).toBe("/Plans");
    expect(hrefOf(footer, "Careers")).toBe("/careers");
    expect(within(footer).getAllByRole("link", { name: "Bible" })).toHaveLength(1);
    expect(hrefOf(footer, "Pricing")).toBe("/#pricing");
    expect(hrefOf(footer, "About")).toBe("/about");
    expect(hrefOf(footer, supportEmail)).toBe(`mailto:${supportEmail}`);
    expect(hrefOf(footer, "Contact")).toBe("/contact/");
    expect(hrefOf(footer, "Faith circles")).toBe("/chat");
    expect(hrefOf(footer, "Terms of Service")).toBe("/tos/");
    expect(hrefOf(footer, "Privacy Policy")).toBe("/privacy/");
  });

  it("shows the tagline and the current year", () => {
    // A year that is not this one, so a year written into the footer cannot pass.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(2031, 5, 15, 12, 0));
    const footer = renderFooter();
    expect(within(footer).getByText("Search the Scriptures daily.")).toBeTruthy();
    expect(footer.textContent).toContain("© 2031");
  });

  it("carries the query string on internal links but not on the email link", () => {
    const footer = renderFooter("/?ref=FRIEND1");
    expect(hrefOf(footer, "Contact")).toBe("/contact/?ref=FRIEND1");
    expect(hrefOf(footer, "Pricing")).toBe("/?ref=FRIEND1#pricing");
    expect(hrefOf(footer, supportEmail)).toBe(`mailto:${supportEmail}`);
  });

  it("speaks Spanish to a Spanish reader, with the same links", () => {
    chooseLanguage("es", { keepOnProfile: false });
    const footer = renderFooter();
    expect(hrefOf(footer, "Inicio")).toBe("/");
    expect(hrefOf(footer, "Juegos bíblicos")).toBe("/games");
    expect(hrefOf(footer, "Planes de lectura")).toBe("/Plans");
    expect(hrefOf(footer, "Trabaja con nosotros")).toBe("/careers");
    expect(hrefOf(footer, "Precios")).toBe("/#pricing");
    expect(hrefOf(footer, "Contacto")).toBe("/contact/");
    expect(hrefOf(footer, "Muro de oración")).toBe("/prayer");
    expect(hrefOf(footer, "Política de privacidad")).toBe("/privacy/");
    expect(within(footer).getByRole("heading", { name: "Enlaces rápidos" })).toBeTruthy();
    expect(within(footer).getByRole("navigation", { name: "Pie de página" })).toBeTruthy();
    expect(within(footer).getByText("Escudriña las Escrituras cada día.")).toBeTruthy();
    expect(within(footer).queryByText("Search the Scriptures daily.")).toBeNull();
  });
});

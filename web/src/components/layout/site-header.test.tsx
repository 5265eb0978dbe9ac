import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { describe, expect, it } from "vitest";
import { chooseLanguage } from "../../lib/language.ts";
import { setSignedInHint } from "../../lib/signed-in-hint.ts";
import { SiteHeader } from "./site-header.tsx";

function CurrentPath() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}${location.hash}`}</output>;
}

function renderHeader(entry = "/") {
  const user = userEvent.setup();
  const view = render(
    <MemoryRouter initialEntries={[entry]}>
      <SiteHeader />
      <Routes>
        <Route path="*" element={<CurrentPath />} />
      </Routes>
    </MemoryRouter>,
  );
  const toggle = screen.getByRole("button", { name: /^(Menu|Menú)$/ });
  return { user, toggle, ...view };
}

const isLocked = () => document.body.classList.contains("scroll-locked");

describe("SiteHeader mobile menu", () => {
  it("opens with the toggle, locks page scroll, and closes again with the toggle", async () => {
    const { user, toggle } = renderHeader();
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(isLocked()).toBe(false);

    await user.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    expect(isLocked()).toBe(true);
    const menu = document.getElementById(toggle.getAttribute("aria-controls") ?? "");
    expect(menu?.getAttribute("data-open")).toBe("true");

    await user.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(isLocked()).toBe(false);
  });

  it("holds every item the spec lists", async () => {
    const { user, toggle } = renderHeader();
    await user.click(toggle);
    const menu = screen.getByRole("navigation", { name: "Main" });
    for (const name of ["Home", "Bible", "Quiz", "Books", "Devotionals", "Pricing", "Faith circles", "Prayer wall", "Berea on social", "Login", "Get started"]) {
      expect(within(menu).getByRole("link", { name }), name).toBeTruthy();
    }
    expect(within(menu).getByRole("link", { name: "Pricing" }).getAttribute("href")).toBe("/#pricing");
    expect(within(menu).getByRole("link", { name: "Get started" }).getAttribute("href")).toBe("/register");
    expect(within(menu).getByRole("link", { name: "Plans" }).getAttribute("href")).toBe("/Plans");
    expect(within(menu).getByRole("link", { name: "Prayer wall" }).getAttribute("href")).toBe("/prayer");
  });

  it("offers the dashboard instead of Login once signed in, and Login again after signing out", () => {
    renderHeader();
    const menu = screen.getByRole("navigation", { name: "Main" });
    expect(within(menu).queryByRole("link", { name: "Dashboard" })).toBeNull();

    act(() => setSignedInHint(true));
    expect(within(menu).getByRole("link", { name: "Dashboard" }).getAttribute("href")).toBe("/dashboard");
    expect(within(menu).queryByRole("link", { name: "Login" })).toBeNull();
    expect(within(menu).queryByRole("link", { name: "Get started" })).toBeNull();

    act(() => setSignedInHint(false));
    expect(within(menu).getByRole("link", { name: "Login" })).toBeTruthy();
    expect(within(menu).queryByRole("link", { name: "Dashboard" })).toBeNull();
  });

  it("closes and unlocks when the backdrop is tapped", async () => {
    const { user, toggle } = renderHeader();
    await user.click(toggle);
    await user.click(screen.getByTestId("menu-backdrop"));
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(isLocked()).toBe(false);
    expect(screen.queryByTestId("menu-backdrop")).toBeNull();
  });

  it("closes when a link is followed, and the link navigates", async () => {
    const { user, toggle } = renderHeader();
    await user.click(toggle);
    await user.click(within(screen.getByRole("navigation", { name: "Main" })).getByRole("link", { name: "Books" }));
    expect(screen.getByTestId("location").textContent).toBe("/Books");
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(isLocked()).toBe(false);
  });

  it("moves focus into the menu on open, and Escape closes it and returns focus to the toggle", async () => {
    const { user, toggle } = renderHeader();
    await user.click(toggle);
    expect(document.activeElement?.textContent).toBe("Home");
    await user.keyboard("{Escape}");
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(isLocked()).toBe(false);
    expect(document.activeElement).toBe(toggle);
  });

  it("releases the scroll lock when the header unmounts while open", async () => {
    const { user, toggle, unmount } = renderHeader();
    await user.click(toggle);
    expect(isLocked()).toBe(true);
    unmount();
    expect(isLocked()).toBe(false);
  });
});

describe("SiteHeader links", () => {
  it("carry the current query string, such as a referral code", () => {
    renderHeader("/about?ref=FRIEND1");
    const menu = screen.getByRole("navigation", { name: "Main" });
    expect(within(menu).getByRole("link", { name: "Bible" }).getAttribute("href")).toBe("/Bible?ref=FRIEND1");
    expect(within(menu).getByRole("link", { name: "Get started" }).getAttribute("href")).toBe("/register?ref=FRIEND1");
    expect(within(menu).getByRole("link", { name: "Pricing" }).getAttribute("href")).toBe("/?ref=FRIEND1#pricing");
  });

  it("switch the theme between light and dark", async () => {
    const user = userEvent.setup();
    document.documentElement.dataset.theme = "light";
    render(
      <MemoryRouter>
        <SiteHeader />
      </MemoryRouter>,
    );
    await user.click(screen.getByRole("button", { name: "Use dark theme" }));
    expect(document.documentElement.dataset.theme).toBe("dark");
    expect(window.localStorage.getItem("theme")).toBe("dark");
    await user.click(screen.getByRole("button", { name: "Use light theme" }));
    expect(document.documentElement.dataset.theme).toBe("light");
  });
});

describe("SiteHeader in Spanish", () => {
  it("changes language at once when the reader switches", async () => {
    const { user } = renderHeader();
    await user.click(screen.getByRole("button", { name: "Español" }));
    const menu = screen.getByRole("navigation", { name: "Principal" });
    expect(within(menu).getByRole("link", { name: "Inicio" })).toBeTruthy();
    expect(screen.queryByRole("navigation", { name: "Main" })).toBeNull();
  });

  it("says every item in Spanish, and English again at once when the reader switches back", async () => {
    chooseLanguage("es", { keepOnProfile: false });
    const { user } = renderHeader();
    const menu = screen.getByRole("navigation", { name: "Principal" });
    for (const name of ["Inicio", "Biblia", "Cuestionarios", "Libros", "Devocionales", "Planes", "Precios", "Círculos de fe", "Muro de oración", "Berea en redes", "Entrar", "Empieza"]) {
      expect(within(menu).getByRole("link", { name }), name).toBeTruthy();
    }
    expect(within(menu).getByRole("link", { name: "Planes" }).getAttribute("href")).toBe("/Plans");
    expect(screen.getByRole("list", { name: "Comunidad" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Menú" })).toBeTruthy();
    expect(screen.getByRole("button", { name: /^Usar el tema/ })).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "English" }));
    expect(within(screen.getByRole("navigation", { name: "Main" })).getByRole("link", { name: "Home" })).toBeTruthy();
    expect(screen.queryByRole("navigation", { name: "Principal" })).toBeNull();
  });

});

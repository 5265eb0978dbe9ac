import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { describe, expect, it } from "vitest";
import { QueryLink, QueryNavLink } from "./query-link.tsx";

function Location() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}

function renderAt(entry: string) {
  render(
    <MemoryRouter initialEntries={[entry]}>
      <QueryLink to="/register">Sign up</QueryLink>
      <QueryLink to="/#pricing">Pricing</QueryLink>
      <QueryLink to="/register/?pricing=family">Family</QueryLink>
      <QueryNavLink to="/about">About</QueryNavLink>
      <Routes>
        <Route path="*" element={<Location />} />
      </Routes>
    </MemoryRouter>,
  );
}

const hrefOf = (name: string) => screen.getByRole("link", { name }).getAttribute("href");

describe("QueryLink", () => {
  it("carries ?ref=... to a target without its own query, before any hash", () => {
    renderAt("/?ref=FRIEND1");
    expect(hrefOf("Sign up")).toBe("/register?ref=FRIEND1");
    expect(hrefOf("Pricing")).toBe("/?ref=FRIEND1#pricing");
    expect(hrefOf("About")).toBe("/about?ref=FRIEND1");
  });

  it("leaves a target that has its own query alone", () => {
    renderAt("/?ref=FRIEND1");
    expect(hrefOf("Family")).toBe("/register/?pricing=family");
  });

  it("adds nothing when the page has no query", () => {
    renderAt("/");
    expect(hrefOf("Sign up")).toBe("/register");
  });

  it("navigates with the query kept", async () => {
    const user = userEvent.setup();
    renderAt("/about?ref=FRIEND1");
    await user.click(screen.getByRole("link", { name: "Sign up" }));
    expect(screen.getByTestId("location").textContent).toBe("/register?ref=FRIEND1");
  });
});

import { render, screen, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import AboutPage from "./about-page.tsx";
import CareersPage from "./careers-page.tsx";
import NotFoundPage from "./not-found-page.tsx";
import PrivacyPage from "./privacy-page.tsx";
import TermsPage from "./terms-page.tsx";

const renderPage = (page: ReactNode, entry = "/") => render(<MemoryRouter initialEntries={[entry]}>{page}</MemoryRouter>);

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

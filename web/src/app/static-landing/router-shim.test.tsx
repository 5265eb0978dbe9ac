import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { Link, NavLink, useLocation, useSearchParams } from "./router-shim.tsx";

function Where() {
  const { pathname, search } = useLocation();
  return <p>{`${pathname}${search}`}</p>;
}

afterEach(() => window.history.replaceState(null, "", "/"));

describe("the prerendered landing's router stand-ins", () => {
  it("render plain anchors, without React Router's own props", () => {
    render(
      <Link to="/register?pricing=free" replace state={{ from: "landing" }} className="btn">
        Start
      </Link>,
    );
    const link = screen.getByRole("link", { name: "Start" });
    expect(link.getAttribute("href")).toBe("/register?pricing=free");
    expect(link.getAttribute("class")).toBe("btn");
    expect(link.hasAttribute("replace")).toBe(false);
    expect(link.hasAttribute("state")).toBe(false);
  });

  it("mark a NavLink active as React Router does: the path or below it, `end` for exactly, `/` only for itself", () => {
    window.history.replaceState(null, "", "/Bible/kjv/John/3?ref=ABCD2345");
    const className = ({ isActive }: { isActive: boolean }) => (isActive ? "on" : "off");
    render(
      <>
        <NavLink to="/" className={className}>
          Home
        </NavLink>
        <NavLink to="/Bible?ref=ABCD2345" className={className}>
          Bible
        </NavLink>
        <NavLink to="/Bible" end className={className}>
          Bible only
        </NavLink>
        <NavLink to="/Bib" className="plain">
          Prefix
        </NavLink>
      </>,
    );
    expect(screen.getByRole("link", { name: "Home" }).className).toBe("off");
    expect(screen.getByRole("link", { name: "Bible" }).className).toBe("on");
    expect(screen.getByRole("link", { name: "Bible" }).getAttribute("aria-current")).toBe("page");
    expect(screen.getByRole("link", { name: "Bible only" }).className).toBe("off");
    expect(screen.getByRole("link", { name: "Prefix" }).className).toBe("plain");
  });

  it("give the build's `/` when rendered in Node, and the address bar's location in the browser", () => {
    window.history.replaceState(null, "", "/?ref=ABCD2345");
    expect(renderToString(<Where />)).toBe("<p>/</p>");
    render(<Where />);
    expect(screen.getByText("/?ref=ABCD2345")).toBeTruthy();
  });

  it("read the query with useSearchParams and set it as a new history entry that Back undoes, every reader of it following", async () => {
    window.history.replaceState(null, "", "/verse?translation=web#today");
    function Chooser() {
      const [params, setParams] = useSearchParams();
      return (
        <button type="button" onClick={() => setParams({ translation: "rv1909" })}>
          {params.get("translation")}
        </button>
      );
    }
    render(
      <>
        <Chooser />
        <Where />
      </>,
    );
    expect(screen.getByRole("button").textContent).toBe("web");
    const entries = window.history.length;
    await userEvent.setup().click(screen.getByRole("button"));
    expect(screen.getByRole("button").textContent).toBe("rv1909");
    expect(screen.getByText("/verse?translation=rv1909")).toBeTruthy();
    expect(window.location.hash).toBe("#today");
    expect(window.history.length).toBe(entries + 1);
    await act(async () => {
      window.history.back();
      await new Promise((resolve) => window.addEventListener("popstate", resolve, { once: true }));
    });
    expect(screen.getByRole("button").textContent).toBe("web");
  });
});

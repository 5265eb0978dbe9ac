import { render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { Link, NavLink, useLocation } from "./router-shim.tsx";

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
});

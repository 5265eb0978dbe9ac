import type { ComponentProps } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { carryQuery } from "../lib/carry-query.ts";

/**
 * Adds the current query string to a target that has none of its own, so
 * parameters such as `ref` survive navigation (spec section 2).
 */
export function useCarriedQuery(to: string): string {
  return carryQuery(to, useLocation().search);
}

type QueryLinkProps = Omit<ComponentProps<typeof Link>, "to"> & { to: string };

export function QueryLink({ to, ...props }: QueryLinkProps) {
  return <Link to={useCarriedQuery(to)} {...props} />;
}

type QueryNavLinkProps = Omit<ComponentProps<typeof NavLink>, "to"> & { to: string };

export function QueryNavLink({ to, ...props }: QueryNavLinkProps) {
  return <NavLink to={useCarriedQuery(to)} {...props} />;
}

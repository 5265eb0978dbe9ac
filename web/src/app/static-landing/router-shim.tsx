import { useCallback, useMemo, useSyncExternalStore, type AnchorHTMLAttributes, type CSSProperties, type ReactNode, type Ref } from "react";

/**
 * The few React Router pieces the static pages' components use (`Link`,
 * `NavLink`, `useLocation`, `useSearchParams`), for the prerendered landing
 * and static pages only: their build
 * (scripts/web/landing-vite-plugin.ts) resolves `react-router` to this file,
 * so a first visit to `/` does not download the data router (about 27 KB
 * gzipped). Links are plain anchors: following one loads the full app at
 * that address (its files are already in the service worker's cache by
 * then). Only the pieces below exist; a landing component that imports
 * anything else from `react-router` fails the build, loudly.
 */

export interface Location {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
  key: string;
}

/** Where the page was prerendered; what hydration must see so the markup matches. */
const prerenderedLocation: Location = { pathname: "/", search: "", hash: "", state: null, key: "default" };

let snapshot: Location | undefined;

function browserLocation(): Location {
  const { pathname, search, hash } = window.location;
  if (!snapshot || snapshot.pathname !== pathname || snapshot.search !== search || snapshot.hash !== hash) {
    snapshot = { pathname, search, hash, state: null, key: "default" };
  }
  return snapshot;
}

/** Told when setSearchParams moves the address (history.pushState fires no event). */
const pushed = new Set<() => void>();

function subscribe(onChange: () => void): () => void {
  window.addEventListener("hashchange", onChange);
  window.addEventListener("popstate", onChange);
  pushed.add(onChange);
  return () => {
    window.removeEventListener("hashchange", onChange);
    window.removeEventListener("popstate", onChange);
    pushed.delete(onChange);
  };
}

/**
 * The address bar's location. Hydration sees the prerendered `/` and React
 * then renders again with the real one, so a `?ref=` code still reaches
 * every link (useSyncExternalStore's server snapshot does exactly that).
 */
export function useLocation(): Location {
  return useSyncExternalStore(subscribe, browserLocation, () => prerenderedLocation);
}

/**
 * The address's query, and a setter that puts a new one in the history as
 * React Router's does (a new entry; Back returns to the previous query).
 */
export function useSearchParams(): [URLSearchParams, (next: Record<string, string> | URLSearchParams) => void] {
  const { search } = useLocation();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback((next: Record<string, string> | URLSearchParams) => {
    const query = new URLSearchParams(next).toString();
    const { pathname, hash } = window.location;
    window.history.pushState(null, "", `${pathname}${query ? `?${query}` : ""}${hash}`);
    for (const listener of pushed) listener();
  }, []);
  return [params, setParams];
}

/** The props React Router's links take that are not anchor attributes. */
interface RouterOnlyProps {
  replace?: boolean;
  state?: unknown;
  reloadDocument?: boolean;
  preventScrollReset?: boolean;
  relative?: "route" | "path";
  viewTransition?: boolean;
  prefetch?: "none" | "intent" | "render" | "viewport";
  discover?: "render" | "none";
}

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & RouterOnlyProps & { to: string; ref?: Ref<HTMLAnchorElement> };

export function Link({ to, replace, state, reloadDocument, preventScrollReset, relative, viewTransition, prefetch, discover, ...anchor }: LinkProps) {
  void [replace, state, reloadDocument, preventScrollReset, relative, viewTransition, prefetch, discover];
  return <a href={to} {...anchor} />;
}

interface NavLinkRenderProps {
  isActive: boolean;
  isPending: boolean;
  isTransitioning: boolean;
}

type NavLinkProps = Omit<LinkProps, "className" | "style" | "children"> & {
  end?: boolean;
  caseSensitive?: boolean;
  className?: string | ((props: NavLinkRenderProps) => string | undefined);
  style?: CSSProperties | ((props: NavLinkRenderProps) => CSSProperties | undefined);
  children?: ReactNode | ((props: NavLinkRenderProps) => ReactNode);
};

/** Active when the current path is the link's path, or below it unless `end`; as React Router decides it. */
export function NavLink({ to, end = false, caseSensitive = false, className, style, children, ...link }: NavLinkProps) {
  const { pathname } = useLocation();
  const target = new URL(to, "http://berea.invalid/").pathname;
  const fold = (path: string) => (caseSensitive ? path : path.toLowerCase());
  const current = fold(pathname);
  const wanted = fold(target.length > 1 ? target.replace(/\/+$/, "") : target);
  const isActive = current === wanted || (!end && wanted !== "/" && current.startsWith(`${wanted}/`));
  const state: NavLinkRenderProps = { isActive, isPending: false, isTransitioning: false };
  return (
    <Link
      to={to}
      {...link}
      aria-current={isActive ? "page" : undefined}
      className={typeof className === "function" ? className(state) : [className, isActive ? "active" : undefined].filter(Boolean).join(" ") || undefined}
      style={typeof style === "function" ? style(state) : style}
    >
      {typeof children === "function" ? children(state) : children}
    </Link>
  );
}

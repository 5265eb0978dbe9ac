import { communityLinks, paths, supportEmail } from "../../config/paths.ts";
import { QueryLink } from "../query-link.tsx";
import { BereaMark } from "./berea-mark.tsx";
import { useFrameWords, type FrameWords } from "./frame-words.ts";
import styles from "./site-footer.module.css";

type FooterLink = { label: string; to: string } | { label: string; href: string };

/** The name is the same in every language. */
const brandName = "Berea";

function columnsIn({ header, footer }: FrameWords): { title: string; links: FooterLink[] }[] {
  return [
    {
      title: footer.quickLinks,
      links: [
        { label: header.links.home, to: paths.home },
        { label: header.links.bible, to: paths.bible },
        { label: header.links.quiz, to: paths.quiz },
        { label: footer.bibleGames, to: paths.games },
        { label: header.links.books, to: paths.books },
        { label: header.links.devotionals, to: paths.devotionals },
        { label: footer.guidedLearning, to: paths.learn },
        { label: footer.readingPlans, to: paths.plans },
        { label: footer.scriptureMemory, to: paths.memory },
        { label: footer.faithChallenges, to: paths.challenges },
        // The spec labels this link "Bible", which would repeat the link above; it goes to careers.
        { label: footer.careers, to: paths.careers },
      ],
    },
    {
      title: footer.product,
      links: [
        { label: header.links.pricing, to: paths.pricingAnchor },
        { label: footer.about, to: paths.about },
      ],
    },
    {
      title: footer.support,
      links: [
        { label: supportEmail, href: `mailto:${supportEmail}` },
        // The spec's footer links /contact/ (the page also lives at /contact-us).
        { label: footer.contact, to: `${paths.contactAlias}/` },
        { label: header.faithCircles, to: communityLinks.chatServer.href },
        { label: header.prayerWall, to: communityLinks.prayerWall.href },
      ],
    },
  ];
}

export function SiteFooter() {
  const year = new Date().getFullYear();
  const words = useFrameWords();
  const { footer } = words;
  return (
    <footer className={styles.footer}>
      <div className={styles.main}>
        <div className={`container ${styles.inner}`}>
          <div>
            <QueryLink to={paths.home} className={styles.brand}>
              <BereaMark size={28} />
              <span className={styles.brandName}>{brandName}</span>
              <span className="visually-hidden">{words.brandHome}</span>
            </QueryLink>
            <p className={styles.tagline}>{footer.tagline}</p>
          </div>

          <nav aria-label={footer.nav} className={styles.columns}>
            {columnsIn(words).map((column) => (
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
          <p className={styles.copyright}>{footer.copyright(year)}</p>
          <ul className={`${styles.list} ${styles.legal}`} aria-label={footer.legal}>
            <li>
              <QueryLink to={paths.terms} className={styles.link}>
                {footer.terms}
              </QueryLink>
            </li>
            <li>
              <QueryLink to={paths.privacy} className={styles.link}>
                {footer.privacy}
              </QueryLink>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}

import { ChevronDown } from "lucide-react";
import { useId, useState } from "react";
import { QueryLink } from "../../components/query-link.tsx";
import { paths } from "../../config/paths.ts";
import { english } from "./copy-en.tsx";
import { useLandingCopy, type FaqItem } from "./landing-copy.ts";
import { SectionHeading } from "./section-heading.tsx";
import styles from "./faq-section.module.css";

/** The questions in English (the page shows its language's: landing-copy.ts). */
export const faqItems: readonly FaqItem[] = english.faq.items;

/** An accordion with at most one answer open; choosing the open question again closes it. */
export function FaqSection({ items: given }: { items?: readonly FaqItem[] }) {
  const { faq } = useLandingCopy();
  const items = given ?? faq.items;
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const baseId = useId();

  return (
    <section className={styles.section} aria-labelledby="faq-title">
      <div className="container">
        <div className={styles.inner}>
          <SectionHeading id="faq-title" eyebrow={faq.eyebrow} title={faq.title}>
            {faq.intro((text) => (
              <QueryLink to={paths.contact}>{text}</QueryLink>
            ))}
          </SectionHeading>
          <div className={styles.list}>
            {items.map((item, index) => {
              const open = openIndex === index;
              const buttonId = `${baseId}-q${index}`;
              const panelId = `${baseId}-a${index}`;
              return (
                <div key={item.question} className={styles.item} data-open={open}>
                  <h3 className={styles.question}>
                    <button
                      id={buttonId}
                      type="button"
                      className={styles.trigger}
                      aria-expanded={open}
                      aria-controls={panelId}
                      onClick={() => setOpenIndex(open ? null : index)}
                    >
                      <span>{item.question}</span>
                      <ChevronDown size={20} aria-hidden="true" className={styles.chevron} />
                    </button>
                  </h3>
                  <div id={panelId} role="region" aria-labelledby={buttonId} className={styles.answer} hidden={!open}>
                    <p>{item.answer}</p>
                  </div>
                </div>
              );
            })}
          </div>
        </div>
      </div>
    </section>
  );
}

import { ChevronDown } from "lucide-react";
import { useId, useState, type ReactNode } from "react";
import { QueryLink } from "../../components/query-link.tsx";
import { paths } from "../../config/paths.ts";
import { SectionHeading } from "./section-heading.tsx";
import styles from "./faq-section.module.css";

export type FaqItem = { question: string; answer: ReactNode };

export const faqItems: readonly FaqItem[] = [
  {
    question: "What is Berea?",
    answer: (
      <>
        Berea is a place to read and learn the Bible a little every day: daily verses and devotionals, quizzes tied to the
        verses they come from, reading plans, and Christian books and articles. The name comes from Acts 17:11, where the
        Bereans &ldquo;searched the scriptures daily&rdquo;.
      </>
    ),
  },
  {
    question: "Is Berea free?",
    answer: (
      <>
        Yes. The Free plan gives you a daily Bible verse, 12 quizzes a day, the basic trivia categories and 4 articles a
        month, for as long as you like. Premium and Family add unlimited quizzes, every topic, devotional paths and the full
        library.
      </>
    ),
  },
  {
    question: "Which Bible translations can I read?",
    answer: (
      <>
        The King James Version, the World English Bible and, in Spanish, the Reina-Valera 1909. All three are in the public
        domain, so we can offer them in full. Every verse we quote names its translation.
      </>
    ),
  },
  {
    question: "How does the Family plan work?",
    answer: (
      <>
        One person holds the plan and invites up to 5 family members. Everyone gets all Premium features and their own
        progress, devotional progress can be shared, and the parental dashboard shows how the children are getting on.
        Children under 13 can join only through a Family plan, with the plan holder&rsquo;s consent.
      </>
    ),
  },
  {
    question: "Can I cancel anytime?",
    answer: (
      <>
        Yes. You can cancel from your account whenever you wish. Your plan stays active until the end of the period you
        have paid for, you are not charged again, and your account carries on with the Free plan.
      </>
    ),
  },
  {
    question: "Do you offer pricing for churches and groups?",
    answer: (
      <>
        We do. Churches, schools and small groups can arrange custom pricing with us. Send a few lines about your group
        through the <QueryLink to={paths.contact}>contact page</QueryLink> and we will reply.
      </>
    ),
  },
  {
    question: "What happens if I miss a day?",
    answer: (
      <>
        Nothing bad. Reading plans and devotional paths wait for you and pick up where you left off. We will never send you
        a broken-streak alarm.
      </>
    ),
  },
];

/** An accordion with at most one answer open; choosing the open question again closes it. */
export function FaqSection({ items = faqItems }: { items?: readonly FaqItem[] }) {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const baseId = useId();

  return (
    <section className={styles.section} aria-labelledby="faq-title">
      <div className="container">
        <div className={styles.inner}>
          <SectionHeading id="faq-title" eyebrow="FAQ" title="Questions, answered">
            If yours is not here, <QueryLink to={paths.contact}>write to us</QueryLink>.
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

import type { AttemptedBy as Person } from "@berea/contracts/quiz";
import { useQuizT } from "./i18n.ts";
import { firstName } from "./quiz-format.ts";
import styles from "./attempted-by.module.css";

/** 'Attempted by:' small avatars with first names; nothing at all when nobody is shown. */
export function AttemptedBy({ people }: { people: Person[] }) {
  const { t } = useQuizT();
  if (people.length === 0) return null;
  return (
    <div className={styles.row}>
      <span className={styles.label}>{t("play.attemptedBy")}</span>
      <ul className={styles.people}>
        {people.map((person, index) => {
          const name = firstName(person.name);
          return (
            <li key={`${index}-${person.name}`} className={styles.person}>
              {person.avatar ? (
                <img className={styles.avatar} src={person.avatar} alt="" width={28} height={28} loading="lazy" referrerPolicy="no-referrer" />
              ) : (
                <span className={styles.avatar} aria-hidden="true">
                  {name.charAt(0).toUpperCase()}
                </span>
              )}
              <span>{name}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

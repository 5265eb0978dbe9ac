import { Globe } from "lucide-react";
import { useState } from "react";
import toast from "react-hot-toast";
import { IconCard } from "../../components/icon-card.tsx";
import { browserTimeZone, useChangeTimeZone, useTimeZoneSettings } from "./api/time-zone-api.ts";
import styles from "./time-zone-card.module.css";

/** Every zone the browser knows, with the account's and the browser's own even if the list lacks them. */
function zoneChoices(...always: string[]): string[] {
  const known = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
  return [...new Set([...known, ...always])].sort();
}

const whenLocal = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

/**
 * The account's time zone: the one the server dates the user's day in (the
 * Free plan's quizzes a day and articles a month, streaks, today's
 * devotional). Set from the browser at sign-up; changed here at most once a
 * day, and a change does not start a new day's allowance.
 */
export function TimeZoneCard({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const settings = useTimeZoneSettings();
  const change = useChangeTimeZone();
  const [choice, setChoice] = useState<string | null>(null);
  const here = browserTimeZone();

  return (
    <IconCard id="time-zone-title" icon={Globe} title="Your time zone" headingLevel={headingLevel}>
      {settings.isPending ? (
        <p role="status" className={styles.muted}>
          Loading your time zone…
        </p>
      ) : settings.isError ? (
        <p role="alert" className={styles.problem}>
          {settings.error.message}
        </p>
      ) : (
        <>
          <p>
            Your day follows <strong>{settings.data.timeZone}</strong>.
            {settings.data.timeZone === here ? null : ` This device is set to ${here}.`}
          </p>
          <p className={styles.muted}>
            Your daily quizzes, monthly articles, streaks and today&apos;s devotional follow this time zone. You can change it
            once a day; what you have used today carries over, so a change never starts a new day&apos;s allowance.
          </p>
          <form
            className={styles.row}
            onSubmit={(event) => {
              event.preventDefault();
              const zone = choice ?? settings.data.timeZone;
              change.mutate(zone, { onSuccess: (next) => toast.success(`Your day now follows ${next.timeZone}.`) });
            }}
          >
            <label htmlFor="time-zone-choice" className="visually-hidden">
              Time zone
            </label>
            <select
              id="time-zone-choice"
              className={`input ${styles.select}`}
              value={choice ?? settings.data.timeZone}
              onChange={(event) => setChoice(event.target.value)}
              disabled={settings.data.changeableFrom !== null}
            >
              {zoneChoices(settings.data.timeZone, here, choice ?? here).map((zone) => (
                <option key={zone} value={zone}>
                  {zone}
                </option>
              ))}
            </select>
            <button
              type="submit"
              className="btn btn-secondary"
              disabled={settings.data.changeableFrom !== null || change.isPending || (choice ?? settings.data.timeZone) === settings.data.timeZone}
            >
              Change time zone
            </button>
          </form>
          {settings.data.changeableFrom !== null ? (
            <p className={styles.muted}>You can change it again from {whenLocal.format(new Date(settings.data.changeableFrom))}.</p>
          ) : null}
          {change.isError ? (
            <p role="alert" className={styles.problem}>
              {change.error.message}
            </p>
          ) : null}
        </>
      )}
    </IconCard>
  );
}

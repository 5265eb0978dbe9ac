import { Globe } from "lucide-react";
import { useState } from "react";
import toast from "react-hot-toast";
import { Trans } from "react-i18next";
import { IconCard } from "../../components/icon-card.tsx";
import { browserTimeZone, useChangeTimeZone, useTimeZoneSettings } from "./api/time-zone-api.ts";
import { useTimeZoneT } from "./i18n.ts";
import styles from "./time-zone-card.module.css";

/** Every zone the browser knows, with the account's and the browser's own even if the list lacks them. */
function zoneChoices(...always: string[]): string[] {
  const known = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
  return [...new Set([...known, ...always])].sort();
}

/** The next possible change, in the language shown: the browser's own date and time order in English (as before), Spanish's in Spanish. */
const whenFormats = new Map<string, Intl.DateTimeFormat>();
function whenLocal(language: string, date: Date): string {
  let format = whenFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language === "en" ? undefined : language, { dateStyle: "medium", timeStyle: "short" });
    whenFormats.set(language, format);
  }
  return format.format(date);
}

/**
 * The account's time zone: the one the server dates the user's day in (the
 * Free plan's quizzes a day and articles a month, streaks, today's
 * devotional). Set from the browser at sign-up; changed here at most once a
 * day, and a change does not start a new day's allowance.
 */
export function TimeZoneCard({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const { t, i18n } = useTimeZoneT();
  const settings = useTimeZoneSettings();
  const change = useChangeTimeZone();
  const [choice, setChoice] = useState<string | null>(null);
  const here = browserTimeZone();

  return (
    <IconCard id="time-zone-title" icon={Globe} title={t("title")} headingLevel={headingLevel}>
      {settings.isPending ? (
        <p role="status" className={styles.muted}>
          {t("loading")}
        </p>
      ) : settings.isError ? (
        <p role="alert" className={styles.problem}>
          {settings.error.message}
        </p>
      ) : (
        <>
          <p>
            <Trans t={t} i18nKey="follows" values={{ zone: settings.data.timeZone }} components={{ strong: <strong /> }} />
            {settings.data.timeZone === here ? null : t("device", { zone: here })}
          </p>
          <p className={styles.muted}>{t("explain")}</p>
          <form
            className={styles.row}
            onSubmit={(event) => {
              event.preventDefault();
              const zone = choice ?? settings.data.timeZone;
              change.mutate(zone, { onSuccess: (next) => toast.success(t("changed", { zone: next.timeZone })) });
            }}
          >
            <label htmlFor="time-zone-choice" className="visually-hidden">
              {t("label")}
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
              {t("change")}
            </button>
          </form>
          {settings.data.changeableFrom !== null ? (
            <p className={styles.muted}>{t("again", { when: whenLocal(i18n.language, new Date(settings.data.changeableFrom)) })}</p>
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

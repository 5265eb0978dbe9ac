import { rootEndpoints } from "@berea/contracts/api";
import type { UserData } from "@berea/contracts/auth";
import { greetingNameOf } from "@berea/contracts/dashboard";
import { useMutation } from "@tanstack/react-query";
import { parseISO } from "date-fns";
import { lazy, useState, type ReactNode } from "react";
import { AfterHydration } from "../../components/after-hydration.tsx";
import { CardLoadProblem } from "../../components/load-states.tsx";
import { QueryLink } from "../../components/query-link.tsx";
import { paths } from "../../config/paths.ts";
import toast from "react-hot-toast";
import { callApi } from "../../lib/api-client.ts";
import { formatterFor } from "../../lib/i18n/format.ts";
import { dayPartOf, type Viewer } from "../../lib/viewer.ts";
import { VerseOfTheDayCard } from "../../components/verse-of-the-day-card.tsx";
import { ActivityCard } from "./activity-card.tsx";
import { useDashboard } from "./api/get-dashboard.ts";
import { useSignOut } from "./api/sign-out.ts";
import styles from "./dashboard.module.css";
import { PlanCard } from "./plan-card.tsx";
import { QuizProgressCard } from "./quiz-progress-card.tsx";
import { StreaksCard } from "./streaks-card.tsx";
import { TodaysReadingsCard } from "./todays-readings-card.tsx";
import { useDashboardT } from "./i18n.ts";

/** Faith challenges' tile with the reader's badges: its own chunk, loaded below the fold after the page shows (the route's JS budget). */
const ChallengesTile = lazy(async () => ({ default: (await import("./challenges-tile.tsx")).ChallengesTile }));


/** The sections that come from `POST /api/dashboard`: waiting, the error with a retry, or the numbers. */
function DashboardSections({ viewer }: { viewer: Viewer }) {
  const dashboard = useDashboard(viewer);
  const { t } = useDashboardT();
  if (dashboard.isError) {
    return (
      <section className={`card ${styles.section} ${styles.wide}`} aria-labelledby="dashboard-error-title">
        <h2 id="dashboard-error-title" className="card-label">
          {t("progress")}
        </h2>
        <CardLoadProblem error={dashboard.error} onRetry={() => void dashboard.refetch()} />
      </section>
    );
  }
  if (!dashboard.data) {
    return (
      <>
        {[t("readings.title"), t("streaks.title"), t("quiz.title"), t("plan.title")].map((title) => (
          <section key={title} className={`card ${styles.section}`} aria-label={title} aria-busy="true">
            <h2 className="card-label">{title}</h2>
            <div className={styles.placeholder} />
          </section>
        ))}
      </>
    );
  }
  const { readingPlans, streaks, quiz, plan, activity } = dashboard.data;
  return (
    <>
      <TodaysReadingsCard plans={readingPlans} />
      <StreaksCard streaks={streaks} />
      <QuizProgressCard quiz={quiz} />
      <PlanCard plan={plan} />
      <ActivityCard days={activity} />
    </>
  );
}

interface DashboardHomeProps {
  user: UserData;
  viewer: Viewer;
  /** Today's devotional card. */
  devotional: ReactNode;
  /** The referral card, loaded after the page shows. */
  referral: ReactNode;
  /** The account's settings (the time zone), loaded after the page shows. */
  settings?: ReactNode;
}

/**
 * The signed-in home: a greeting, the verse of the day, today's devotional,
 * the day's plan readings, quiz progress, streaks, what the plan allows, the
 * last 30 days, and the account's links (referral, another device, sign out).
 */
export function DashboardHome({ user, viewer, devotional, referral, settings }: DashboardHomeProps) {
  const signOut = useSignOut();
  const { t, i18n } = useDashboardT();
  const [deviceLink, setDeviceLink] = useState<string | null>(null);
  const createLink = useMutation({
    mutationFn: () => callApi(rootEndpoints.createSignInLink, {}),
    onSuccess: (link) => setDeviceLink(`${window.location.origin}${link.path}`),
    onError: (error) => toast.error(error.message),
  });

  async function copy(text: string) {
    try {
      await navigator.clipboard.writeText(text);
      toast.success(t("device.copied"));
    } catch {
      toast.error(t("device.copyFailed"));
    }
  }

  return (
    <section className={`container ${styles.home}`} aria-labelledby="dashboard-title">
      <div className={styles.greeting}>
        <div>
          <h1 id="dashboard-title">
            {t(`greeting.${dayPartOf(viewer.hour)}`, { name: greetingNameOf(user.name) })}
          </h1>
          {/* A calendar date (YYYY-MM-DD) as "Monday 23 November", whatever zone the page is rendered in (date-fns: no Intl, lib/time-zone.ts). */}
          <p className={styles.date}>{formatterFor(i18n.language).date(parseISO(viewer.date), t("dayFormat"))}</p>
        </div>
        <div className={styles.accountLinks}>
          <QueryLink to={paths.account} className="btn btn-ghost">
            {t("yourAccount")}
          </QueryLink>
          <button
            type="button"
            className="btn btn-ghost"
            disabled={signOut.isPending}
            onClick={() =>
              signOut.mutate(undefined, {
                onError: (error) => toast.error(error.message),
              })
            }
          >
            {t("signOut")}
          </button>
        </div>
      </div>
      <div className={styles.grid}>
        <VerseOfTheDayCard translation={viewer.verseTranslation} date={viewer.date} />
        {devotional}
        <DashboardSections viewer={viewer} />
      </div>
      <div className={styles.tiles}>
        <AfterHydration fallback={<div className="card" aria-busy="true" />}>
          {referral}
        </AfterHydration>
        {settings ? <AfterHydration fallback={<div className="card" aria-busy="true" />}>{settings}</AfterHydration> : null}
        <AfterHydration fallback={<div className="card" aria-busy="true" />}>
          <ChallengesTile />
        </AfterHydration>
        <div className="card">
          <h2>{t("device.title")}</h2>
          <p>{t("device.text")}</p>
          {deviceLink ? (
            <div className={styles.linkRow}>
              <input className="input" readOnly value={deviceLink} aria-label={t("device.linkLabel")} />
              <button type="button" className="btn btn-secondary" onClick={() => void copy(deviceLink)}>
                {t("device.copy")}
              </button>
            </div>
          ) : (
            <button type="button" className="btn btn-secondary" disabled={createLink.isPending} onClick={() => createLink.mutate()}>
              {t("device.create")}
            </button>
          )}
        </div>
      </div>
    </section>
  );
}

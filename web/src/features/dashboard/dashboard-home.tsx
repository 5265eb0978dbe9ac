import { rootEndpoints } from "@berea/contracts/api";
import type { UserData } from "@berea/contracts/auth";
import { greetingNameOf } from "@berea/contracts/dashboard";
import { useMutation } from "@tanstack/react-query";
import { format, parseISO } from "date-fns";
import { lazy, useState, type ReactNode } from "react";
import { AfterHydration } from "../../components/after-hydration.tsx";
import { CardLoadProblem } from "../../components/load-states.tsx";
import { QueryLink } from "../../components/query-link.tsx";
import { paths } from "../../config/paths.ts";
import toast from "react-hot-toast";
import { callApi } from "../../lib/api-client.ts";
import { greetingFor, type Viewer } from "../../lib/viewer.ts";
import { VerseOfTheDayCard } from "../../components/verse-of-the-day-card.tsx";
import { ActivityCard } from "./activity-card.tsx";
import { useDashboard } from "./api/get-dashboard.ts";
import { useSignOut } from "./api/sign-out.ts";
import styles from "./dashboard.module.css";
import { PlanCard } from "./plan-card.tsx";
import { QuizProgressCard } from "./quiz-progress-card.tsx";
import { StreaksCard } from "./streaks-card.tsx";
import { TodaysReadingsCard } from "./todays-readings-card.tsx";

/** Faith challenges' tile with the reader's badges: its own chunk, loaded below the fold after the page shows (the route's JS budget). */
const ChallengesTile = lazy(async () => ({ default: (await import("./challenges-tile.tsx")).ChallengesTile }));

/** A calendar date (YYYY-MM-DD) as "Monday 23 November", whatever zone the page is rendered in (date-fns: no Intl, lib/time-zone.ts). */
const formatDay = (date: string) => format(parseISO(date), "EEEE d MMMM");

/** The sections that come from `POST /api/dashboard`: waiting, the error with a retry, or the numbers. */
function DashboardSections({ viewer }: { viewer: Viewer }) {
  const dashboard = useDashboard(viewer);
  if (dashboard.isError) {
    return (
      <section className={`card ${styles.section} ${styles.wide}`} aria-labelledby="dashboard-error-title">
        <h2 id="dashboard-error-title" className="card-label">
          Your progress
        </h2>
        <CardLoadProblem error={dashboard.error} onRetry={() => void dashboard.refetch()} />
      </section>
    );
  }
  if (!dashboard.data) {
    return (
      <>
        {["Today’s readings", "Streaks", "Quiz progress", "Your plan"].map((title) => (
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
  const [deviceLink, setDeviceLink] = useState<string | null>(null);
  const createLink = useMutation({
    mutationFn: () => callApi(rootEndpoints.createSignInLink, {}),
    onSuccess: (link) => setDeviceLink(`${window.location.origin}${link.path}`),
    onError: (error) => toast.error(error.message),
  });

  async function copy(text: string, what: string) {
    try {
      await navigator.clipboard.writeText(text);
      toast.success(`${what} copied`);
    } catch {
      toast.error("Your browser did not allow copying. Select the text and copy it instead.");
    }
  }

  return (
    <section className={`container ${styles.home}`} aria-labelledby="dashboard-title">
      <div className={styles.greeting}>
        <div>
          <h1 id="dashboard-title">
            {greetingFor(viewer.hour)}, {greetingNameOf(user.name)}
          </h1>
          <p className={styles.date}>{formatDay(viewer.date)}</p>
        </div>
        <div className={styles.accountLinks}>
          <QueryLink to={paths.account} className="btn btn-ghost">
            Your account
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
            Sign out
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
          <h2>Sign in on another device</h2>
          <p>Open a one-time link on your phone or tablet. It works once, for ten minutes.</p>
          {deviceLink ? (
            <div className={styles.linkRow}>
              <input className="input" readOnly value={deviceLink} aria-label="One-time sign-in link" />
              <button type="button" className="btn btn-secondary" onClick={() => void copy(deviceLink, "Sign-in link")}>
                Copy
              </button>
            </div>
          ) : (
            <button type="button" className="btn btn-secondary" disabled={createLink.isPending} onClick={() => createLink.mutate()}>
              Create a sign-in link
            </button>
          )}
        </div>
      </div>
    </section>
  );
}

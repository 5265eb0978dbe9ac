import { familyProgressWeekDays, type FamilyPersonProgress, type FamilyProgress, type FamilySharingChoice } from "@berea/contracts/family-progress";
import { BookHeart, BookOpen, Lock, Mountain, Sunrise } from "lucide-react";
import type { ReactNode } from "react";
import toast from "react-hot-toast";
import { LoadingState, LoadProblem } from "../../components/load-states.tsx";
import { errorMessage } from "../../lib/api-client.ts";
import { useFamilyProgress, useSetSharing } from "./api/family-progress.ts";
import { inOwnWords } from "../../lib/i18n/server-words.ts";
import { useFamilyT } from "./i18n.ts";
import styles from "./family.module.css";

const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;

/**
 * `/family`'s shared progress: a card for everyone in the plan, with numbers
 * only for those who chose to share. The caller is asked once (a calm card
 * with Share / Keep private) and can change their choice below the cards.
 * Only they can: the API refuses anyone choosing for someone else.
 */
export function FamilyProgressSection() {
  const { t } = useFamilyT();
  const progress = useFamilyProgress();
  if (progress.isPending) return <LoadingState label={t("progress.loading")} short />;
  if (progress.isError) return <LoadProblem error={progress.error} onRetry={() => void progress.refetch()} />;
  const { inFamily, yourChoice, people } = progress.data;
  if (!inFamily) return null;
  return (
    <section aria-labelledby="family-progress-title" className={styles.section}>
      <h2 id="family-progress-title">{t("progress.title")}</h2>
      {yourChoice ? null : <SharePrompt />}
      <ul className={styles.members} aria-label={t("progress.everyone")}>
        {people.map((person) => (
          <li key={person.uid}>
            <PersonCard person={person} />
          </li>
        ))}
      </ul>
      {yourChoice ? <SharingSetting choice={yourChoice} /> : null}
    </section>
  );
}

/** Asked once, when the person has not chosen yet for this family. */
/** The server's words on a sharing choice, in the reader's language. */
function useSharingSaid() {
  const { t, i18n } = useFamilyT();
  return (share: boolean, message: string) => inOwnWords(i18n.language, message, share ? t("progress.shared") : t("progress.private"));
}

function SharePrompt() {
  const { t } = useFamilyT();
  const said = useSharingSaid();
  const sharing = useSetSharing();
  const choose = (share: boolean) =>
    sharing.mutate(share, {
      onSuccess: (reply) => toast.success(said(share, reply.message)),
      onError: (error) => toast.error(errorMessage(error)),
    });
  return (
    <article className={`card ${styles.prompt}`} aria-labelledby="share-prompt-title">
      <h3 id="share-prompt-title" className={styles.cardTitle}>
        {t("progress.promptTitle")}
      </h3>
      <p className={styles.muted}>{t("progress.promptExplain")}</p>
      <div className={styles.inviteActions}>
        <button type="button" className="btn btn-primary" disabled={sharing.isPending} onClick={() => choose(true)}>
          {t("progress.share")}
        </button>
        <button type="button" className="btn btn-secondary" disabled={sharing.isPending} onClick={() => choose(false)}>
          {t("progress.keepPrivate")}
        </button>
      </div>
    </article>
  );
}

/** The choice, changeable later. */
function SharingSetting({ choice }: { choice: FamilySharingChoice }) {
  const { t } = useFamilyT();
  const said = useSharingSaid();
  const sharing = useSetSharing();
  const checked = sharing.isPending ? sharing.variables : choice.share;
  return (
    <fieldset className={styles.switches}>
      <legend>{t("progress.yours")}</legend>
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={checked}
          disabled={sharing.isPending}
          onChange={(event) =>
            sharing.mutate(event.target.checked, {
              onSuccess: (reply) => toast.success(said(reply.share, reply.message), { id: "family-sharing" }),
              onError: (error) => toast.error(errorMessage(error)),
            })
          }
        />
        {t("progress.shareMine")}
      </label>
      <p className={styles.muted}>{t("progress.onlyYou")}</p>
    </fieldset>
  );
}

function PersonCard({ person }: { person: FamilyPersonProgress }) {
  const { t } = useFamilyT();
  const name = person.you ? t("progress.you") : person.name;
  return (
    <article className={`card ${styles.member}`} aria-labelledby={`progress-${person.uid}`}>
      <h3 id={`progress-${person.uid}`} className={styles.memberName}>
        {name}
        {person.role === "owner" ? <span className="badge">{t("progress.owner")}</span> : null}
      </h3>
      {person.progress ? (
        <ProgressList label={person.you ? t("progress.yourList") : t("progress.theirList", { name: firstName(person.name) })} progress={person.progress} />
      ) : (
        <p className={`${styles.muted} ${styles.private}`}>
          <Lock size={16} aria-hidden="true" />
          {person.you ? t("progress.youPrivate") : t("progress.theyPrivate")}
        </p>
      )}
    </article>
  );
}

function Area({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <li>
      {icon}
      <div>
        <p className={styles.areaTitle}>{title}</p>
        {children}
      </div>
    </li>
  );
}

function ProgressList({ label, progress }: { label: string; progress: FamilyProgress }) {
  const { t } = useFamilyT();
  const { devotionals, plans, memory, challenges } = progress;
  return (
    <ul className={styles.areas} aria-label={label}>
      <Area icon={<Sunrise size={18} aria-hidden="true" />} title={t("progress.devotionals")}>
        <p className={styles.muted}>
          {t("progress.daysThisWeek", { days: devotionals.daysThisWeek, week: familyProgressWeekDays })}
          {devotionals.currentPath ? t("progress.inPath", { read: devotionals.currentPath.read, days: devotionals.currentPath.days, title: devotionals.currentPath.title }) : ""}
        </p>
      </Area>
      <Area icon={<BookOpen size={18} aria-hidden="true" />} title={t("progress.plans")}>
        {plans.length === 0 ? (
          <p className={styles.muted}>{t("progress.noPlan")}</p>
        ) : (
          plans.map((plan) => (
            <Bar key={plan.planId} title={plan.title} value={plan.doneDays} max={plan.totalDays} text={plan.finished ? t("progress.finished") : t("progress.percent", { percent: plan.percent })} />
          ))
        )}
      </Area>
      <Area icon={<BookHeart size={18} aria-hidden="true" />} title={t("progress.memory")}>
        <p className={styles.muted}>
          {memory.total === 0 ? t("progress.noVerses") : t("progress.known", { known: memory.known, verses: t("counts.verses", { count: memory.total }), due: memory.dueToday })}
        </p>
      </Area>
      {challenges === null ? null : (
        <Area icon={<Mountain size={18} aria-hidden="true" />} title={t("progress.challenges")}>
          {challenges.length === 0 ? (
            <p className={styles.muted}>{t("progress.noChallenge")}</p>
          ) : (
            challenges.map((run) => (
              <Bar key={run.challengeId} title={run.title} value={run.done} max={run.total} text={run.finished ? t("progress.finished") : t("progress.percent", { percent: run.percent })} />
            ))
          )}
        </Area>
      )}
    </ul>
  );
}

function Bar({ title, value, max, text }: { title: string; value: number; max: number; text: string }) {
  const { t } = useFamilyT();
  return (
    <p className={styles.bar}>
      <span>{title}</span>
      <progress className="meter" max={max} value={value} aria-label={t("progress.bar", { title, value, max })} />
      <span className={styles.muted}>{text}</span>
    </p>
  );
}

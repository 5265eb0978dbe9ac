import { familyProgressWeekDays, type FamilyPersonProgress, type FamilyProgress, type FamilySharingChoice } from "@berea/contracts/family-progress";
import { BookHeart, BookOpen, Lock, Mountain, Sunrise } from "lucide-react";
import type { ReactNode } from "react";
import toast from "react-hot-toast";
import { LoadingState, LoadProblem } from "../../components/load-states.tsx";
import { errorMessage } from "../../lib/api-client.ts";
import { useFamilyProgress, useSetSharing } from "./api/family-progress.ts";
import styles from "./family.module.css";

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;

/**
 * `/family`'s shared progress: a card for everyone in the plan, with numbers
 * only for those who chose to share. The caller is asked once (a calm card
 * with Share / Keep private) and can change their choice below the cards.
 * Only they can: the API refuses anyone choosing for someone else.
 */
export function FamilyProgressSection() {
  const progress = useFamilyProgress();
  if (progress.isPending) return <LoadingState label="Loading your family's progress…" short />;
  if (progress.isError) return <LoadProblem error={progress.error} onRetry={() => void progress.refetch()} />;
  const { inFamily, yourChoice, people } = progress.data;
  if (!inFamily) return null;
  return (
    <section aria-labelledby="family-progress-title" className={styles.section}>
      <h2 id="family-progress-title">Family progress</h2>
      {yourChoice ? null : <SharePrompt />}
      <ul className={styles.members} aria-label="Everyone's progress">
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
function SharePrompt() {
  const sharing = useSetSharing();
  const choose = (share: boolean) =>
    sharing.mutate(share, {
      onSuccess: (reply) => toast.success(reply.message),
      onError: (error) => toast.error(errorMessage(error)),
    });
  return (
    <article className={`card ${styles.prompt}`} aria-labelledby="share-prompt-title">
      <h3 id="share-prompt-title" className={styles.cardTitle}>
        Share your progress with your family?
      </h3>
      <p className={styles.muted}>
        Your family would see how your devotionals, reading plans, memory verses and challenges are going: days and counts, never your notes or answers. It is your
        choice alone, and you can change it here at any time.
      </p>
      <div className={styles.inviteActions}>
        <button type="button" className="btn btn-primary" disabled={sharing.isPending} onClick={() => choose(true)}>
          Share
        </button>
        <button type="button" className="btn btn-secondary" disabled={sharing.isPending} onClick={() => choose(false)}>
          Keep private
        </button>
      </div>
    </article>
  );
}

/** The choice, changeable later. */
function SharingSetting({ choice }: { choice: FamilySharingChoice }) {
  const sharing = useSetSharing();
  const checked = sharing.isPending ? sharing.variables : choice.share;
  return (
    <fieldset className={styles.switches}>
      <legend>Your progress</legend>
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={checked}
          disabled={sharing.isPending}
          onChange={(event) =>
            sharing.mutate(event.target.checked, {
              onSuccess: (reply) => toast.success(reply.message, { id: "family-sharing" }),
              onError: (error) => toast.error(errorMessage(error)),
            })
          }
        />
        Share my progress with my family
      </label>
      <p className={styles.muted}>Only you can change this. When it is off, your family sees your name and nothing else.</p>
    </fieldset>
  );
}

function PersonCard({ person }: { person: FamilyPersonProgress }) {
  const name = person.you ? "You" : person.name;
  return (
    <article className={`card ${styles.member}`} aria-labelledby={`progress-${person.uid}`}>
      <h3 id={`progress-${person.uid}`} className={styles.memberName}>
        {name}
        {person.role === "owner" ? <span className="badge">Owner</span> : null}
      </h3>
      {person.progress ? (
        <ProgressList name={person.you ? "Your" : `${firstName(person.name)}'s`} progress={person.progress} />
      ) : (
        <p className={`${styles.muted} ${styles.private}`}>
          <Lock size={16} aria-hidden="true" />
          {person.you ? "You keep your progress private." : "Keeps their progress private"}
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

function ProgressList({ name, progress }: { name: string; progress: FamilyProgress }) {
  const { devotionals, plans, memory, challenges } = progress;
  return (
    <ul className={styles.areas} aria-label={`${name} progress`}>
      <Area icon={<Sunrise size={18} aria-hidden="true" />} title="Devotionals">
        <p className={styles.muted}>
          {devotionals.daysThisWeek} of {familyProgressWeekDays} days this week
          {devotionals.currentPath ? `; day ${devotionals.currentPath.read} of ${devotionals.currentPath.days} in ${devotionals.currentPath.title}` : ""}
        </p>
      </Area>
      <Area icon={<BookOpen size={18} aria-hidden="true" />} title="Reading plans">
        {plans.length === 0 ? (
          <p className={styles.muted}>No reading plan right now</p>
        ) : (
          plans.map((plan) => <Bar key={plan.planId} title={plan.title} value={plan.doneDays} max={plan.totalDays} text={plan.finished ? "finished" : `${plan.percent}%`} />)
        )}
      </Area>
      <Area icon={<BookHeart size={18} aria-hidden="true" />} title="Memory verses">
        <p className={styles.muted}>
          {memory.total === 0 ? "No verses yet" : `${memory.known} of ${plural(memory.total, "verse", "verses")} known; ${memory.dueToday} due today`}
        </p>
      </Area>
      {challenges === null ? null : (
        <Area icon={<Mountain size={18} aria-hidden="true" />} title="Challenges">
          {challenges.length === 0 ? (
            <p className={styles.muted}>No challenge right now</p>
          ) : (
            challenges.map((run) => <Bar key={run.challengeId} title={run.title} value={run.done} max={run.total} text={run.finished ? "finished" : `${run.percent}%`} />)
          )}
        </Area>
      )}
    </ul>
  );
}

function Bar({ title, value, max, text }: { title: string; value: number; max: number; text: string }) {
  return (
    <p className={styles.bar}>
      <span>{title}</span>
      <progress className="meter" max={max} value={value} aria-label={`${title}: ${value} of ${max}`} />
      <span className={styles.muted}>{text}</span>
    </p>
  );
}

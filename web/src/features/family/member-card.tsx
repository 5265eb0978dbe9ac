import type { FamilyDay, FamilyMember, FamilyMemberActivity } from "@berea/contracts/family";
import { BookOpen, Flame, Sparkles } from "lucide-react";
import toast from "react-hot-toast";
import { ConfirmAction } from "../../components/confirm-action.tsx";
import { errorMessage } from "../../lib/api-client.ts";
import { useRemoveMember, useUpdateSwitches } from "./api/family-actions.ts";
import styles from "./family.module.css";

const joinedDate = new Intl.DateTimeFormat(undefined, { dateStyle: "medium" });
const dayLabel = new Intl.DateTimeFormat(undefined, { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" });
const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;
const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

const totalOf = (day: FamilyDay) => day.quizzes + day.devotionals + day.readings + day.articles;

function describeDay(day: FamilyDay): string {
  const parts = [
    day.quizzes ? plural(day.quizzes, "quiz", "quizzes") : "",
    day.devotionals ? plural(day.devotionals, "devotional", "devotionals") : "",
    day.readings ? plural(day.readings, "reading", "readings") : "",
    day.articles ? plural(day.articles, "article", "articles") : "",
  ].filter(Boolean);
  return `${dayLabel.format(new Date(`${day.date}T00:00:00Z`))}: ${parts.length > 0 ? parts.join(", ") : "nothing yet"}`;
}

/** The last 14 days as a strip of squares (darker for more), with the same in words for screen readers. */
function ActivityStrip({ days }: { days: FamilyDay[] }) {
  const sum = (pick: (day: FamilyDay) => number) => days.reduce((total, day) => total + pick(day), 0);
  const active = days.filter((day) => totalOf(day) > 0).length;
  return (
    <div className={styles.activity}>
      <ol className={styles.strip} aria-hidden="true">
        {days.map((day) => (
          <li key={day.date} title={describeDay(day)} data-level={Math.min(3, totalOf(day))} />
        ))}
      </ol>
      <p className={styles.summary}>
        Last 14 days: {plural(sum((day) => day.quizzes), "quiz", "quizzes")}, {plural(sum((day) => day.devotionals), "devotional", "devotionals")},{" "}
        {plural(sum((day) => day.readings), "plan reading", "plan readings")}, {plural(sum((day) => day.articles), "article", "articles")}; active on{" "}
        {plural(active, "day", "days")}.
      </p>
    </div>
  );
}

type SwitchName = "child" | "chat" | "attemptedBy";
const switchLabels: Record<SwitchName, string> = {
  child: "Child's account",
  chat: "Faith circles and chat",
  attemptedBy: "May show first name in 'Attempted by'",
};

/** One member: who, their recent activity, the owner's switches, and removal with a confirmation step. */
export function MemberCard({ member, activity, loadingActivity }: { member: FamilyMember; activity: FamilyMemberActivity | undefined; loadingActivity: boolean }) {
  const update = useUpdateSwitches();
  const remove = useRemoveMember();
  const name = firstName(member.name);
  const pendingValue = (which: SwitchName) => (update.isPending && update.variables[which] !== undefined ? update.variables[which] : member[which]);

  const toggle = (which: SwitchName, value: boolean) =>
    update.mutate(
      { memberUid: member.uid, [which]: value },
      {
        onSuccess: () =>
          toast.success(which === "child" && value ? `${name} is marked as a child: chat and 'Attempted by' are off.` : `Saved for ${name}.`, { id: `family-${member.uid}` }),
        onError: (error) => toast.error(errorMessage(error)),
      },
    );

  return (
    <article className={`card ${styles.member}`} aria-labelledby={`member-${member.uid}`}>
      <header className={styles.memberHead}>
        <div>
          <h3 id={`member-${member.uid}`} className={styles.memberName}>
            {member.name}
            {member.child ? <span className="badge">Child</span> : null}
          </h3>
          <p className={styles.muted}>
            {member.email} · joined {joinedDate.format(new Date(member.joinedAt))}
          </p>
        </div>
      </header>

      {activity ? (
        <>
          <ul className={styles.stats} aria-label={`${name}'s progress`}>
            <li>
              <Flame size={18} strokeWidth={1.5} aria-hidden="true" /> Quiz streak: {plural(activity.quizStreak, "day", "days")}
            </li>
            <li>
              <BookOpen size={18} strokeWidth={1.5} aria-hidden="true" /> Reading streak: {plural(activity.readingStreak, "day", "days")}
            </li>
            <li>
              <Sparkles size={18} strokeWidth={1.5} aria-hidden="true" /> {activity.quizXp} XP
            </li>
          </ul>
          <ActivityStrip days={activity.days} />
        </>
      ) : loadingActivity ? (
        <p className={styles.muted} role="status">
          Loading {name}'s activity…
        </p>
      ) : null}

      <fieldset className={styles.switches}>
        <legend>Settings for {name}</legend>
        {(["child", "chat", "attemptedBy"] as const).map((which) => (
          <label key={which} className={styles.check}>
            <input type="checkbox" checked={pendingValue(which)} disabled={update.isPending} onChange={(event) => toggle(which, event.target.checked)} />
            {switchLabels[which]}
          </label>
        ))}
      </fieldset>

      <ConfirmAction
        label={`Remove ${name}…`}
        buttonClassName={`btn btn-ghost ${styles.remove}`}
        question={`Remove ${name} from your Family plan?`}
        confirmLabel={`Yes, remove ${name}`}
        cancelLabel={`Keep ${name}`}
        pending={remove.isPending}
        // A failure is told in a toast, like the page's other changes, and the question put away.
        error={null}
        onConfirm={(close) =>
          remove.mutate(member.uid, {
            onSuccess: (reply) => toast.success(reply.message),
            onError: (error) => {
              toast.error(errorMessage(error));
              close();
            },
          })
        }
      >
        {name} keeps their account and everything in it, but loses Family benefits now.
      </ConfirmAction>
    </article>
  );
}

import type { FamilyDay, FamilyMember, FamilyMemberActivity } from "@berea/contracts/family";
import { BookOpen, Flame, Sparkles } from "lucide-react";
import toast from "react-hot-toast";
import { ConfirmAction } from "../../components/confirm-action.tsx";
import { errorMessage } from "../../lib/api-client.ts";
import { formatterFor } from "../../lib/i18n/format.ts";
import { useRemoveMember, useUpdateSwitches } from "./api/family-actions.ts";
import { inOwnWords } from "../../lib/i18n/server-words.ts";
import { useFamilyT } from "./i18n.ts";
import styles from "./family.module.css";

const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;

const totalOf = (day: FamilyDay) => day.quizzes + day.devotionals + day.readings + day.articles;

/** The last 14 days as a strip of squares (darker for more), with the same in words for screen readers. */
function ActivityStrip({ days }: { days: FamilyDay[] }) {
  const { t, i18n } = useFamilyT();
  const describeDay = (day: FamilyDay): string => {
    const parts = [
      day.quizzes ? t("counts.quizzes", { count: day.quizzes }) : "",
      day.devotionals ? t("counts.devotionals", { count: day.devotionals }) : "",
      day.readings ? t("counts.readings", { count: day.readings }) : "",
      day.articles ? t("counts.articles", { count: day.articles }) : "",
    ].filter(Boolean);
    const [year, month, date] = day.date.split("-").map(Number) as [number, number, number];
    return t("card.dayLine", { day: formatterFor(i18n.language).date(new Date(year, month - 1, date), t("dates.day")), what: parts.length > 0 ? parts.join(", ") : t("card.nothingYet") });
  };
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
        {t("card.summary", {
          quizzes: t("counts.quizzes", { count: sum((day) => day.quizzes) }),
          devotionals: t("counts.devotionals", { count: sum((day) => day.devotionals) }),
          readings: t("counts.planReadings", { count: sum((day) => day.readings) }),
          articles: t("counts.articles", { count: sum((day) => day.articles) }),
          days: t("counts.days", { count: active }),
        })}
      </p>
    </div>
  );
}

type SwitchName = "child" | "chat" | "attemptedBy";
const switchNames: readonly SwitchName[] = ["child", "chat", "attemptedBy"];

/** One member: who, their recent activity, the owner's switches, and removal with a confirmation step. */
export function MemberCard({ member, activity, loadingActivity }: { member: FamilyMember; activity: FamilyMemberActivity | undefined; loadingActivity: boolean }) {
  const { t, i18n } = useFamilyT();
  const update = useUpdateSwitches();
  const remove = useRemoveMember();
  const name = firstName(member.name);
  const pendingValue = (which: SwitchName) => (update.isPending && update.variables[which] !== undefined ? update.variables[which] : member[which]);

  const toggle = (which: SwitchName, value: boolean) =>
    update.mutate(
      { memberUid: member.uid, [which]: value },
      {
        onSuccess: () =>
          toast.success(which === "child" && value ? t("card.markedChild", { name }) : t("card.saved", { name }), { id: `family-${member.uid}` }),
        onError: (error) => toast.error(errorMessage(error)),
      },
    );

  return (
    <article className={`card ${styles.member}`} aria-labelledby={`member-${member.uid}`}>
      <header className={styles.memberHead}>
        <div>
          <h3 id={`member-${member.uid}`} className={styles.memberName}>
            {member.name}
            {member.child ? <span className="badge">{t("card.child")}</span> : null}
          </h3>
          <p className={styles.muted}>
            {t("card.joined", { email: member.email, date: formatterFor(i18n.language).date(new Date(member.joinedAt), t("dates.medium")) })}
          </p>
        </div>
      </header>

      {activity ? (
        <>
          <ul className={styles.stats} aria-label={t("card.progressLabel", { name })}>
            <li>
              <Flame size={18} strokeWidth={1.5} aria-hidden="true" /> {t("card.quizStreak", { days: t("counts.days", { count: activity.quizStreak }) })}
            </li>
            <li>
              <BookOpen size={18} strokeWidth={1.5} aria-hidden="true" /> {t("card.readingStreak", { days: t("counts.days", { count: activity.readingStreak }) })}
            </li>
            <li>
              <Sparkles size={18} strokeWidth={1.5} aria-hidden="true" /> {activity.quizXp} XP
            </li>
          </ul>
          <ActivityStrip days={activity.days} />
        </>
      ) : loadingActivity ? (
        <p className={styles.muted} role="status">
          {t("card.loading", { name })}
        </p>
      ) : null}

      <fieldset className={styles.switches}>
        <legend>{t("card.settingsFor", { name })}</legend>
        {switchNames.map((which) => (
          <label key={which} className={styles.check}>
            <input type="checkbox" checked={pendingValue(which)} disabled={update.isPending} onChange={(event) => toggle(which, event.target.checked)} />
            {t(`card.switches.${which}`)}
          </label>
        ))}
      </fieldset>

      <ConfirmAction
        label={t("card.remove", { name })}
        buttonClassName={`btn btn-ghost ${styles.remove}`}
        question={t("card.removeQuestion", { name })}
        confirmLabel={t("card.removeConfirm", { name })}
        cancelLabel={t("card.keep", { name })}
        pending={remove.isPending}
        // A failure is told in a toast, like the page's other changes, and the question put away.
        error={null}
        onConfirm={(close) =>
          remove.mutate(member.uid, {
            onSuccess: (reply) => toast.success(inOwnWords(i18n.language, reply.message, t("card.removed", { name }))),
            onError: (error) => {
              toast.error(errorMessage(error));
              close();
            },
          })
        }
      >
        {t("card.removeExplain", { name })}
      </ConfirmAction>
    </article>
  );
}

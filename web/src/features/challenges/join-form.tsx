import type { Challenge, ChallengeCompany, ChallengeListReply } from "@berea/contracts/challenges";
import { useId, useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { challengeRunPath } from "../../config/paths.ts";
import { errorMessage } from "../../lib/api-client.ts";
import { useJoinChallenge } from "./api/challenges-api.ts";
import { useChallengesT } from "./i18n.ts";
import styles from "./challenges.module.css";

const companies = { alone: "alone", circle: "circle", family: "family" } as const satisfies Record<ChallengeCompany, ChallengeCompany>;

/**
 * Joining a challenge: alone, with one of the reader's circles (members who
 * join share one run) or with their Family. Opens the run once joined.
 */
export function JoinForm({ challenge, circles, family, onCancel }: { challenge: Challenge; circles: ChallengeListReply["circles"]; family: ChallengeListReply["family"]; onCancel: () => void }) {
  const { t } = useChallengesT();
  const id = useId();
  const [company, setCompany] = useState<ChallengeCompany>("alone");
  const [circleId, setCircleId] = useState(circles[0]?.id ?? "");
  const join = useJoinChallenge();
  const navigate = useNavigate();

  function submit(event: FormEvent) {
    event.preventDefault();
    join.mutate(
      { challengeId: challenge.id, with: company, ...(company === "circle" ? { circleId } : {}) },
      { onSuccess: (run) => void navigate(challengeRunPath(run.runId)) },
    );
  }

  const option = (value: ChallengeCompany, label: string, disabled = false, hint?: string) => (
    <label className={styles.choice}>
      <input type="radio" name={`${id}-with`} value={value} checked={company === value} disabled={disabled} onChange={() => setCompany(value)} />
      <span>
        {label}
        {hint ? <span className={styles.hint}> {hint}</span> : null}
      </span>
    </label>
  );

  return (
    <form className={styles.joinForm} onSubmit={submit} aria-label={t("join.label", { title: challenge.title })}>
      <fieldset className={styles.choices}>
        <legend>{t("join.who")}</legend>
        {option(companies.alone, t("join.alone"))}
        {option(companies.circle, t("join.circle"), circles.length === 0, circles.length === 0 ? t("join.circleFirst") : undefined)}
        {company === "circle" && circles.length > 0 ? (
          <div className={styles.circlePick}>
            <label htmlFor={`${id}-circle`} className="visually-hidden">
              {t("join.circleLabel")}
            </label>
            <select id={`${id}-circle`} className="input" value={circleId} onChange={(event) => setCircleId(event.target.value)}>
              {circles.map((circle) => (
                <option key={circle.id} value={circle.id}>
                  {circle.name}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        {option(companies.family, t("join.family"), family === null, family === null ? t("join.familyOnly") : undefined)}
      </fieldset>
      <p className={styles.hint}>
        {t("join.explain", { count: challenge.days })}
      </p>
      {join.isError ? (
        <p className="field-error" role="alert">
          {errorMessage(join.error)}
        </p>
      ) : null}
      <div className={styles.actions}>
        <button type="submit" className="btn btn-primary" disabled={join.isPending}>
          {join.isPending ? t("join.joining") : t("join.submit")}
        </button>
        <button type="button" className="btn btn-ghost" onClick={onCancel}>
          {t("join.cancel")}
        </button>
      </div>
    </form>
  );
}

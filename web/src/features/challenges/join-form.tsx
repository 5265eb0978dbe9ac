import type { Challenge, ChallengeCompany, ChallengeListReply } from "@berea/contracts/challenges";
import { useId, useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { challengeRunPath } from "../../config/paths.ts";
import { errorMessage } from "../../lib/api-client.ts";
import { useJoinChallenge } from "./api/challenges-api.ts";
import styles from "./challenges.module.css";

/**
 * Joining a challenge: alone, with one of the reader's circles (members who
 * join share one run) or with their Family. Opens the run once joined.
 */
export function JoinForm({ challenge, circles, family, onCancel }: { challenge: Challenge; circles: ChallengeListReply["circles"]; family: ChallengeListReply["family"]; onCancel: () => void }) {
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
    <form className={styles.joinForm} onSubmit={submit} aria-label={`Join ${challenge.title}`}>
      <fieldset className={styles.choices}>
        <legend>Who will you take it with?</legend>
        {option("alone", "Alone")}
        {option("circle", "With a circle", circles.length === 0, circles.length === 0 ? "(join a faith circle first)" : undefined)}
        {company === "circle" && circles.length > 0 ? (
          <div className={styles.circlePick}>
            <label htmlFor={`${id}-circle`} className="visually-hidden">
              Circle
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
        {option("family", "With my Family", family === null, family === null ? "(for members of a Family plan)" : undefined)}
      </fieldset>
      <p className={styles.hint}>
        Members who join with the same circle or Family share one run and see each other&apos;s progress. It starts today and lasts {challenge.days} days.
      </p>
      {join.isError ? (
        <p className="field-error" role="alert">
          {errorMessage(join.error)}
        </p>
      ) : null}
      <div className={styles.actions}>
        <button type="submit" className="btn btn-primary" disabled={join.isPending}>
          {join.isPending ? "Joining…" : "Join"}
        </button>
        <button type="button" className="btn btn-ghost" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}

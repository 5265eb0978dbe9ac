import { questionFlagEndpoints, type FlaggedQuestion, type ReviewAction } from "@berea/contracts/question-flags";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { LoadingState, LoadProblem } from "../../components/load-states.tsx";
import { PageIntro } from "../../components/page-intro.tsx";
import { ApiError, callApi, errorMessage } from "../../lib/api-client.ts";
import { formatCorrect } from "./quiz-format.ts";
import styles from "./quiz-results.module.css";

const queueKey = ["quiz", "flags"] as const;

const actions: { action: ReviewAction; label: string; className: string }[] = [
  { action: "fixed", label: "Mark fixed", className: "btn btn-secondary" },
  { action: "retire", label: "Retire the question", className: "btn btn-secondary" },
  { action: "dismiss", label: "Dismiss the flags", className: "btn btn-ghost" },
];

/**
 * `/quiz/flags` (moderators, the `admin` claim): the questions players
 * flagged, most flagged first, each with its answer and passage; close the
 * flags as fixed (corrected in the bank), retired (no quiz draws it again)
 * or dismissed.
 */
export default function FlagQueuePage() {
  const queue = useQuery({ queryKey: queueKey, queryFn: () => callApi(questionFlagEndpoints.flags, {}), retry: false });
  let body;
  if (queue.isPending) body = <LoadingState screen label="Loading the flagged questions …" />;
  else if (queue.error instanceof ApiError && queue.error.code === "permission-denied") body = <p className="card">Only moderators can review flagged questions.</p>;
  else if (queue.isError) body = <LoadProblem error={queue.error} onRetry={() => void queue.refetch()} />;
  else if (queue.data.questions.length === 0) body = <p className="card">No flagged questions are waiting. Thank you for keeping the quizzes true to the text.</p>;
  else
    body = (
      <ol className={styles.review}>
        {queue.data.questions.map((question) => (
          <FlaggedItem key={question.questionId} question={question} />
        ))}
      </ol>
    );
  return (
    <div className="container page">
      <title>Flagged questions · Berea</title>
      <PageIntro title="Flagged questions">Questions players marked as wrong or unclear, most flagged first. Check each against its passage.</PageIntro>
      {body}
    </div>
  );
}

function FlaggedItem({ question }: { question: FlaggedQuestion }) {
  const queryClient = useQueryClient();
  const review = useMutation({
    mutationFn: (action: ReviewAction) => callApi(questionFlagEndpoints.review, { questionId: question.questionId, action }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queueKey }),
  });
  const titleId = `flagged-${question.questionId}`;
  return (
    <li className={styles.item} data-state="wrong" aria-labelledby={titleId}>
      <p className={styles.itemState} id={titleId}>
        {question.questionId} · {question.topic} · {question.wrong} wrong, {question.unclear} unclear
      </p>
      <p className={styles.prompt}>{question.prompt}</p>
      <dl className={styles.answers}>
        <div>
          <dt>Right answer</dt>
          <dd>{formatCorrect(question.correctAnswer)}</dd>
        </div>
        <div>
          <dt>{question.reference} (KJV)</dt>
          <dd>{question.text}</dd>
        </div>
      </dl>
      {question.notes.length > 0 ? (
        <ul aria-label="Notes from players">
          {question.notes.map((note) => (
            <li key={`${note.flaggedAt}-${note.note}`}>
              {note.reason === "wrong" ? "Wrong" : "Unclear"}: {note.note}
            </li>
          ))}
        </ul>
      ) : null}
      <div className={styles.flagActions}>
        {actions.map(({ action, label, className }) => (
          <button key={action} type="button" className={className} disabled={review.isPending} onClick={() => review.mutate(action)}>
            {label}
          </button>
        ))}
      </div>
      {review.isError ? (
        <p className="field-error" role="alert">
          {errorMessage(review.error)}
        </p>
      ) : null}
    </li>
  );
}

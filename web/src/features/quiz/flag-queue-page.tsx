import { questionFlagEndpoints, type FlaggedQuestion, type ReviewAction } from "@berea/contracts/question-flags";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { LoadingState, LoadProblem } from "../../components/load-states.tsx";
import { PageIntro } from "../../components/page-intro.tsx";
import { ApiError, callApi, errorMessage } from "../../lib/api-client.ts";
import { useKnownMessage } from "../../lib/i18n/validation.ts";
import { useQuizWords } from "./i18n.ts";
import styles from "./quiz-results.module.css";

const queueKey = ["quiz", "flags"] as const;

const actions: { action: ReviewAction; className: string }[] = [
  { action: "fixed", className: "btn btn-secondary" },
  { action: "retire", className: "btn btn-secondary" },
  { action: "dismiss", className: "btn btn-ghost" },
];

/**
 * `/quiz/flags` (moderators, the `admin` claim): the questions players
 * flagged, most flagged first, each with its answer and passage; close the
 * flags as fixed (corrected in the bank), retired (no quiz draws it again)
 * or dismissed.
 */
export default function FlagQueuePage() {
  const { t } = useQuizWords();
  const queue = useQuery({ queryKey: queueKey, queryFn: () => callApi(questionFlagEndpoints.flags, {}), retry: false });
  let body;
  if (queue.isPending) body = <LoadingState screen label={t("queue.loading")} />;
  else if (queue.error instanceof ApiError && queue.error.code === "permission-denied") body = <p className="card">{t("queue.moderatorsOnly")}</p>;
  else if (queue.isError) body = <LoadProblem error={queue.error} onRetry={() => void queue.refetch()} />;
  else if (queue.data.questions.length === 0) body = <p className="card">{t("queue.empty")}</p>;
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
      <title>{t("queue.title")}</title>
      <PageIntro title={t("queue.heading")}>{t("queue.lead")}</PageIntro>
      {/* A screen tall whatever comes (the queue, none flagged, moderators only), as its loading state is: the page is prerendered with that state, and the footer stays put when the answer lands. */}
      <div className={styles.queue}>{body}</div>
    </div>
  );
}

function FlaggedItem({ question }: { question: FlaggedQuestion }) {
  const queryClient = useQueryClient();
  const { t, correct } = useQuizWords();
  const known = useKnownMessage();
  const review = useMutation({
    mutationFn: (action: ReviewAction) => callApi(questionFlagEndpoints.review, { questionId: question.questionId, action }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queueKey }),
  });
  const titleId = `flagged-${question.questionId}`;
  return (
    <li className={styles.item} data-state="wrong" aria-labelledby={titleId}>
      <p className={styles.itemState} id={titleId}>
        {t("queue.counts", { id: question.questionId, topic: question.topic, wrong: question.wrong, unclear: question.unclear })}
      </p>
      <p className={styles.prompt}>{question.prompt}</p>
      <dl className={styles.answers}>
        <div>
          <dt>{t("queue.rightAnswer")}</dt>
          <dd>{correct(question.correctAnswer)}</dd>
        </div>
        <div>
          <dt>{t("queue.passage", { reference: question.reference })}</dt>
          <dd>{question.text}</dd>
        </div>
      </dl>
      {question.notes.length > 0 ? (
        <ul aria-label={t("queue.notes")}>
          {question.notes.map((note) => (
            <li key={`${note.flaggedAt}-${note.note}`}>
              {t(`queue.note.${note.reason}`, { note: note.note })}
            </li>
          ))}
        </ul>
      ) : null}
      <div className={styles.flagActions}>
        {actions.map(({ action, className }) => (
          <button key={action} type="button" className={className} disabled={review.isPending} onClick={() => review.mutate(action)}>
            {t(`queue.action.${action}`)}
          </button>
        ))}
      </div>
      {review.isError ? (
        <p className="field-error" role="alert">
          {known(errorMessage(review.error))}
        </p>
      ) : null}
    </li>
  );
}

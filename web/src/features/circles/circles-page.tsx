import { circleMaxMembers, type CircleMineReply } from "@berea/contracts/circles";
import { UsersRound } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { EmptyState } from "../../components/empty-state.tsx";
import { LoadingState, LoadProblem } from "../../components/load-states.tsx";
import { PageIntro } from "../../components/page-intro.tsx";
import { paths } from "../../config/paths.ts";
import { useMyCircles } from "./api/get-my-circles.ts";
import { CircleCard } from "./circle-card.tsx";
import { ChatOffNotice } from "./circle-notices.tsx";
import { JoinCodeForm } from "./join-code-form.tsx";
import { StartCircleForm } from "./start-circle-form.tsx";
import styles from "./circles.module.css";

/**
 * `/chat`: the reader's faith circles, most recently active first, each
 * opening its chat; then a form to start one and one to join with a code.
 */
export default function CirclesPage() {
  const mine = useMyCircles();

  let content: ReactNode;
  if (mine.isPending) content = <LoadingState screen label="Gathering your circles …" />;
  else if (mine.isError) content = <LoadProblem error={mine.error} onRetry={() => void mine.refetch()} />;
  else if (!mine.data.chatAllowed) content = <ChatOffNotice />;
  else content = <MyCircles reply={mine.data} readAt={mine.dataUpdatedAt} />;

  return (
    <div className={`container page ${styles.page}`}>
      <title>Faith circles · Berea</title>
      <PageIntro title="Faith circles">
        Small groups for study and prayer. Read together, share what you are finding in the Scriptures, and carry one another in prayer.
      </PageIntro>
      {content}
    </div>
  );
}

/** `readAt`: when the list was read (it is read again each minute); the times ago count from then. */
function MyCircles({ reply, readAt }: { reply: CircleMineReply; readAt: number }) {
  const { circles, maxCircles } = reply;
  const atLimit = circles.length >= maxCircles;
  const now = new Date(readAt);
  return (
    <>
      <section className="page-section" aria-labelledby="my-circles-title">
        <div className="section-head">
          <h2 id="my-circles-title">Your circles</h2>
          {circles.length > 0 ? (
            <p>
              Open a circle to read and write in its chat. Its studies and prayer meetings are in <Link to={paths.circleEvents}>Circle events</Link>.
            </p>
          ) : null}
        </div>
        {circles.length === 0 ? (
          <EmptyState icon={UsersRound} title="You are not in a circle yet">
            Start one below and share its invite link, or join a circle with the code you were sent.
          </EmptyState>
        ) : (
          <ul className="card-grid" aria-label="Your circles">
            {circles.map((circle) => (
              <CircleCard key={circle.id} circle={circle} now={now} />
            ))}
          </ul>
        )}
      </section>
      <section className="page-section" aria-labelledby="new-circle-title">
        <div className="section-head">
          <h2 id="new-circle-title">Start or join a circle</h2>
          <p>Each account can be in up to {maxCircles} circles, and a circle holds up to {circleMaxMembers} people.</p>
        </div>
        {atLimit ? (
          <p className={`card ${styles.limit}`} role="status">
            You are in {maxCircles} circles, the most one account can be in. To start or join another, leave one of them first.
          </p>
        ) : (
          <div className={styles.forms}>
            <StartCircleForm />
            <JoinCodeForm />
          </div>
        )}
      </section>
    </>
  );
}

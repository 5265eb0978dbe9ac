import type { FamilyOverview } from "@berea/contracts/family";
import { QueryLink } from "../../components/query-link.tsx";
import { paths } from "../../config/paths.ts";
import { useFamilyActivity } from "./api/get-family-activity.ts";
import { useFamilyOverview } from "./api/get-family-overview.ts";
import { DeclareAdult } from "./declare-adult.tsx";
import { FamilyProgressSection } from "./family-progress.tsx";
import { InvitePanel } from "./invite-panel.tsx";
import { JoinFamilyForm } from "./join-family-form.tsx";
import { LeaveFamily } from "./leave-family.tsx";
import { MemberCard } from "./member-card.tsx";
import styles from "./family.module.css";

/**
 * `/family`: for the owner of a Family plan, invites, members with their
 * switches and recent activity (the parental view); for a member, whose plan
 * they are on; for anyone else, a place to enter a Family code.
 */
export default function FamilyPage() {
  const overview = useFamilyOverview();

  return (
    <section className={`container ${styles.page}`} aria-labelledby="family-title">
      <h1 id="family-title">Family</h1>
      {overview.isPending ? (
        <p role="status">Loading your family…</p>
      ) : overview.isError ? (
        <div className="card">
          <p role="alert">{overview.error.message}</p>
          <button type="button" className="btn btn-secondary" onClick={() => void overview.refetch()}>
            Try again
          </button>
        </div>
      ) : overview.data.role === "owner" ? (
        <OwnerView overview={overview.data} />
      ) : overview.data.role === "member" ? (
        <MemberView overview={overview.data} />
      ) : (
        <NoFamilyView familyEndsAt={overview.data.familyEndsAt} />
      )}
    </section>
  );
}

function OwnerView({ overview }: { overview: FamilyOverview }) {
  const activity = useFamilyActivity(overview.members.length > 0);
  const activityOf = (uid: string) => activity.data?.members.find((member) => member.uid === uid);
  return (
    <>
      <p className={styles.lead}>
        Up to {overview.maxMembers} people share your Family plan, each with their own account. {overview.members.length} of {overview.maxMembers} places are taken.
      </p>
      {overview.planActive ? null : (
        <p className={`card ${styles.warning}`} role="alert">
          Your Family plan is not active, so your members do not have Family benefits right now. Renew it on the <QueryLink to={paths.billing}>billing page</QueryLink>{" "}
          and they have them again at once.
        </p>
      )}
      {overview.planActive ? <InvitePanel overview={overview} /> : null}
      <section aria-labelledby="members-title" className={styles.section}>
        <h2 id="members-title">Members</h2>
        {overview.members.length === 0 ? (
          <p className={styles.muted}>No one has joined yet. Send an invite, and each person joins with their own account.</p>
        ) : (
          <>
            <p className={styles.muted}>
              Their activity over the last 14 days, and the switches you set for each. Children start with chat and 'Attempted by' off.
              {activity.isError ? " Activity could not be loaded just now." : ""}
            </p>
            <ul className={styles.members}>
              {overview.members.map((member) => (
                <li key={member.uid}>
                  <MemberCard member={member} activity={activityOf(member.uid)} loadingActivity={activity.isPending} />
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
      {overview.members.length > 0 ? <FamilyProgressSection /> : null}
    </>
  );
}

function MemberView({ overview }: { overview: FamilyOverview }) {
  const owner = overview.ownerName ?? "your family's owner";
  const switches = overview.switches;
  return (
    <>
      <article className="card">
        <h2 className={styles.cardTitle}>You are in {owner}'s Family plan</h2>
        <p>
          {overview.planActive
            ? "You have every Premium feature: all quiz topics, unlimited quizzes, devotional paths, full articles and PDFs."
            : `${owner}'s plan is not active right now, so Family benefits are paused. They return as soon as it is renewed.`}
        </p>
        {switches ? (
          <ul className={styles.settings} aria-label={`What ${owner} has set for you`}>
            <li>Faith circles and chat: {switches.chat ? "allowed" : "off"}</li>
            <li>Your first name in 'Attempted by': {switches.attemptedBy ? "allowed, if you choose it on the quiz page" : "off"}</li>
          </ul>
        ) : null}
        <div className={styles.memberActions}>
          <QueryLink to={paths.dashboard} className="btn btn-ghost">
            Back to Dashboard
          </QueryLink>
          {switches?.child ? <DeclareAdult owner={owner} /> : null}
          <LeaveFamily owner={owner} />
        </div>
      </article>
      <FamilyProgressSection />
    </>
  );
}

const longDate = new Intl.DateTimeFormat(undefined, { day: "numeric", month: "long", year: "numeric" });

function NoFamilyView({ familyEndsAt }: { familyEndsAt: string | null }) {
  return (
    <div className={styles.columns}>
      {familyEndsAt ? (
        <p className={`card ${styles.warning}`} role="status">
          The owner of the Family plan you were in has closed their account. You keep every Family benefit until{" "}
          {longDate.format(new Date(familyEndsAt))}; after that your account is on the Free plan, unless you join another Family plan or choose a plan on the{" "}
          <QueryLink to={paths.billing}>billing page</QueryLink>.
        </p>
      ) : null}
      <article className="card">
        <h2 className={styles.cardTitle}>Join a Family plan</h2>
        <p className={styles.muted}>Enter the code you were sent. You keep your own account, and have every Premium feature while the plan is active.</p>
        <JoinFamilyForm />
      </article>
      <article className="card">
        <h2 className={styles.cardTitle}>Start one</h2>
        <p className={styles.muted}>The Family plan covers you and up to five others, with a parental view of their reading and quizzes.</p>
        <QueryLink to={paths.pricingAnchor} className="btn btn-secondary">
          See plans
        </QueryLink>
      </article>
    </div>
  );
}

import type { FamilyOverview } from "@berea/contracts/family";
import { HeldContent } from "../../components/load-states.tsx";
import { QueryLink } from "../../components/query-link.tsx";
import { paths } from "../../config/paths.ts";
import { formatterFor } from "../../lib/i18n/format.ts";
import { useFamilyActivity } from "./api/get-family-activity.ts";
import { useFamilyOverview } from "./api/get-family-overview.ts";
import { DeclareAdult } from "./declare-adult.tsx";
import { FamilyProgressSection } from "./family-progress.tsx";
import { useFamilyT } from "./i18n.ts";
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
  const { t } = useFamilyT();
  const overview = useFamilyOverview();

  return (
    <section className={`container ${styles.page}`} aria-labelledby="family-title">
      <title>{t("documentTitle")}</title>
      <h1 id="family-title">{t("title")}</h1>
      {overview.isPending ? (
        <HeldContent label={t("loading")} />
      ) : overview.isError ? (
        <div className="card">
          <p role="alert">{overview.error.message}</p>
          <button type="button" className="btn btn-secondary" onClick={() => void overview.refetch()}>
            {t("tryAgain")}
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
  const { t } = useFamilyT();
  const activity = useFamilyActivity(overview.members.length > 0);
  const activityOf = (uid: string) => activity.data?.members.find((member) => member.uid === uid);
  return (
    <>
      <p className={styles.lead}>
        {t("owner.lead", { max: overview.maxMembers, taken: overview.members.length })}
      </p>
      {overview.planActive ? null : (
        <p className={`card ${styles.warning}`} role="alert">
          {t("owner.inactiveBefore")}
          <QueryLink to={paths.billing}>{t("owner.billingPage")}</QueryLink>
          {t("owner.inactiveAfter")}
        </p>
      )}
      {overview.planActive ? <InvitePanel overview={overview} /> : null}
      <section aria-labelledby="members-title" className={styles.section}>
        <h2 id="members-title">{t("owner.members")}</h2>
        {overview.members.length === 0 ? (
          <p className={styles.muted}>{t("owner.noMembers")}</p>
        ) : (
          <>
            <p className={styles.muted}>
              {t("owner.membersExplain")}
              {activity.isError ? t("owner.activityFailed") : ""}
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
  const { t } = useFamilyT();
  const owner = overview.ownerName ?? t("member.ownerFallback");
  const switches = overview.switches;
  return (
    <>
      <article className="card">
        <h2 className={styles.cardTitle}>{t("member.title", { owner })}</h2>
        <p>{overview.planActive ? t("member.active") : t("member.paused", { owner })}</p>
        {switches ? (
          <ul className={styles.settings} aria-label={t("member.setForYou", { owner })}>
            <li>{t("member.chat", { state: switches.chat ? t("member.allowed") : t("member.off") })}</li>
            <li>{t("member.attemptedBy", { state: switches.attemptedBy ? t("member.allowedIfChosen") : t("member.off") })}</li>
          </ul>
        ) : null}
        <div className={styles.memberActions}>
          <QueryLink to={paths.dashboard} className="btn btn-ghost">
            {t("member.dashboard")}
          </QueryLink>
          {switches?.child ? <DeclareAdult owner={owner} /> : null}
          <LeaveFamily owner={owner} />
        </div>
      </article>
      <FamilyProgressSection />
    </>
  );
}

function NoFamilyView({ familyEndsAt }: { familyEndsAt: string | null }) {
  const { t, i18n } = useFamilyT();
  return (
    <div className={styles.columns}>
      {familyEndsAt ? (
        <p className={`card ${styles.warning}`} role="status">
          {t("none.closedBefore", { date: formatterFor(i18n.language).date(new Date(familyEndsAt), t("dates.long")) })}
          <QueryLink to={paths.billing}>{t("none.billingPage")}</QueryLink>
          {t("none.closedAfter")}
        </p>
      ) : null}
      <article className="card">
        <h2 className={styles.cardTitle}>{t("none.joinTitle")}</h2>
        <p className={styles.muted}>{t("none.joinExplain")}</p>
        <JoinFamilyForm />
      </article>
      <article className="card">
        <h2 className={styles.cardTitle}>{t("none.startTitle")}</h2>
        <p className={styles.muted}>{t("none.startExplain")}</p>
        <QueryLink to={paths.pricingAnchor} className="btn btn-secondary">
          {t("none.seePlans")}
        </QueryLink>
      </article>
    </div>
  );
}

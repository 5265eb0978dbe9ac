import { useQuery } from "@tanstack/react-query";
import { Award } from "lucide-react";
import { Link } from "react-router";
import { paths } from "../../config/paths.ts";
import { useLanguage } from "../../lib/language.ts";
import { fetchChallengeBadges } from "./challenge-badges.ts";
import styles from "./dashboard.module.css";
import { useDashboardT } from "./i18n.ts";

/**
 * Faith challenges on the signed-in home: the link to /challenges, and the
 * badges the reader earned. The dashboard loads it lazily, after the page
 * shows (dashboard-home.tsx), so the route's first load stays small.
 */
export function ChallengesTile() {
  const { t } = useDashboardT();
  const lang = useLanguage();
  // Under the challenges' key, so what they refresh refreshes the badges too; per language, as their titles are.
  const badges = useQuery({
    queryKey: ["challenges", "badges", lang],
    queryFn: () => fetchChallengeBadges(lang),
  });
  const earned = badges.data ?? [];
  return (
    <div className="card">
      <h2>{t("challenges.title")}</h2>
      <p>{t("challenges.text")}</p>
      {earned.length > 0 ? (
        <ul className={styles.challengeBadges} aria-label={t("challenges.badges")}>
          {earned.map((badge) => (
            <li key={badge.challengeId}>
              <Award size={16} strokeWidth={1.5} aria-hidden="true" /> {badge.title}
            </li>
          ))}
        </ul>
      ) : null}
      <Link to={paths.challenges} className="btn btn-secondary">
        {t("challenges.see")}
      </Link>
    </div>
  );
}

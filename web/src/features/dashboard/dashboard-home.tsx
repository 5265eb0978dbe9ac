import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import toast from "react-hot-toast";
import { useNavigate } from "react-router";
import { signInLinkSchema, type UserData } from "@berea/contracts/auth";
import { QueryLink } from "../../components/query-link.tsx";
import { paths } from "../../config/paths.ts";
import { apiPost } from "../../lib/api-client.ts";
import { readLastRead } from "../bible/reader-settings.ts";
import { VerseOfTheDayCard } from "../verse/verse-of-the-day-card.tsx";
import { useSignOut } from "./api/sign-out.ts";
import { translationIdSchema } from "@berea/contracts/bible";
import styles from "./dashboard.module.css";

const planNames = ["Free", "Premium", "Family"] as const;

/** The translation the user last read in, for the day's verse. */
const readerTranslation = () => {
  const parsed = translationIdSchema.safeParse(readLastRead()?.translation);
  return parsed.success ? parsed.data : "kjv";
};

/** The greeting bar on top of the dashboard: plan, referral link, another device, sign out. */
export function DashboardHome({ user }: { user: UserData }) {
  const navigate = useNavigate();
  const signOut = useSignOut();
  const [deviceLink, setDeviceLink] = useState<string | null>(null);
  const referralLink = `${window.location.origin}${paths.register}?ref=${user.referralCode}`;
  const createLink = useMutation({
    mutationFn: () => apiPost("/", { subject: "createSignInLink" }, signInLinkSchema),
    onSuccess: (link) => setDeviceLink(`${window.location.origin}${link.path}`),
    onError: (error) => toast.error(error.message),
  });

  async function copy(text: string, what: string) {
    try {
      await navigator.clipboard.writeText(text);
      toast.success(`${what} copied`);
    } catch {
      toast.error("Your browser did not allow copying. Select the text and copy it instead.");
    }
  }

  return (
    <section className={`container ${styles.home}`} aria-labelledby="dashboard-title">
      <div className={styles.greeting}>
        <div>
          <h1 id="dashboard-title">Welcome, {user.name}</h1>
          <p className={styles.plan}>
            Your plan: <strong>{planNames[user.paymentPlan]}</strong>
            {user.paymentPlan > 0 ? (
              <>
                {" · "}
                <QueryLink to={paths.billing}>Manage billing</QueryLink>
              </>
            ) : null}
          </p>
        </div>
        <button
          type="button"
          className="btn btn-ghost"
          disabled={signOut.isPending}
          onClick={() =>
            signOut.mutate(undefined, {
              onSuccess: () => void navigate(paths.home, { replace: true }),
              onError: (error) => toast.error(error.message),
            })
          }
        >
          Sign out
        </button>
      </div>
      <VerseOfTheDayCard translation={readerTranslation()} />
      <div className={styles.tiles}>
        <div className="card">
          <h2>Invite a friend</h2>
          <p>Share your link. Your referral code is <strong className={styles.code}>{user.referralCode}</strong>.</p>
          <div className={styles.linkRow}>
            <input className="input" readOnly value={referralLink} aria-label="Your referral link" />
            <button type="button" className="btn btn-secondary" onClick={() => void copy(referralLink, "Referral link")}>
              Copy
            </button>
          </div>
        </div>
        <div className="card">
          <h2>Sign in on another device</h2>
          <p>Open a one-time link on your phone or tablet. It works once, for ten minutes.</p>
          {deviceLink ? (
            <div className={styles.linkRow}>
              <input className="input" readOnly value={deviceLink} aria-label="One-time sign-in link" />
              <button type="button" className="btn btn-secondary" onClick={() => void copy(deviceLink, "Sign-in link")}>
                Copy
              </button>
            </div>
          ) : (
            <button type="button" className="btn btn-secondary" disabled={createLink.isPending} onClick={() => createLink.mutate()}>
              Create a sign-in link
            </button>
          )}
        </div>
      </div>
    </section>
  );
}

import { accountEmailSchema, accountNameSchema, type AccountView } from "@berea/contracts/account";
import { strongPasswordSchema } from "@berea/contracts/auth";
import { Download, KeyRound, Mail, Trash2, UserRound } from "lucide-react";
import { useState, type FormEvent, type ReactNode } from "react";
import toast from "react-hot-toast";
import { useNavigate } from "react-router";
import { ConfirmAction } from "../../components/confirm-action.tsx";
import { FormField } from "../../components/form-field.tsx";
import { LoadingState, LoadProblem } from "../../components/load-states.tsx";
import { PageIntro } from "../../components/page-intro.tsx";
import { QueryLink } from "../../components/query-link.tsx";
import { paths } from "../../config/paths.ts";
import { ApiError, errorMessage } from "../../lib/api-client.ts";
import { saveFile } from "../../lib/download-pdf.ts";
import { fetchMyData, useAccount, useDeleteAccount, useResendConfirmation, useUpdateProfile } from "./api/account.ts";
import styles from "./account-page.module.css";

const longDate = new Intl.DateTimeFormat(undefined, { dateStyle: "long" });

/** Firebase Auth's codes for a wrong or unusable password, in plain words; anything else as the API says it. */
function problemOf(error: unknown): string {
  const code = typeof error === "object" && error !== null && "code" in error && typeof error.code === "string" ? error.code : undefined;
  if (code === "auth/invalid-credential" || code === "auth/wrong-password" || code === "auth/invalid-login-credentials") return "That password is not right.";
  if (code === "auth/too-many-requests") return "Too many attempts. Please wait a few minutes and try again.";
  if (code === "auth/network-request-failed") return "Could not reach the sign-in service. Check your connection and try again.";
  if (code?.startsWith("auth/")) return "Your password could not be checked. Please try again.";
  return errorMessage(error);
}

/** The field an API refusal names, if any ("email": "Another account uses this email."). */
const fieldError = (error: unknown, field: string): string | undefined => (error instanceof ApiError ? error.fields?.[field] : undefined);

/** The first problem zod finds with `value`, or undefined. */
function check(schema: { safeParse: (value: unknown) => { success: boolean; error?: { issues: { message: string }[] } } }, value: string): string | undefined {
  const parsed = schema.safeParse(value);
  return parsed.success ? undefined : parsed.error?.issues[0]?.message;
}

function Section({ id, icon, title, children }: { id: string; icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <section className={`card ${styles.section}`} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {icon}
        {title}
      </h2>
      {children}
    </section>
  );
}

function NameForm({ account }: { account: AccountView }) {
  const update = useUpdateProfile();
  const [name, setName] = useState(account.name);
  const [error, setError] = useState<string>();

  function submit(event: FormEvent) {
    event.preventDefault();
    const problem = check(accountNameSchema, name);
    setError(problem);
    if (problem) return;
    update.mutate({ name: name.trim() }, { onSuccess: (reply) => toast.success(reply.message), onError: (failure) => setError(fieldError(failure, "name") ?? problemOf(failure)) });
  }

  return (
    <form onSubmit={submit} aria-label="Your name" noValidate>
      <FormField label="Name" name="name" autoComplete="name" value={name} onChange={(event) => setName(event.target.value)} error={error} maxLength={80} />
      <button type="submit" className="btn btn-primary" disabled={update.isPending} aria-busy={update.isPending}>
        Save name
      </button>
    </form>
  );
}

function EmailForm({ account }: { account: AccountView }) {
  const update = useUpdateProfile();
  const resend = useResendConfirmation();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<{ email?: string | undefined; password?: string | undefined; form?: string | undefined }>({});

  function submit(event: FormEvent) {
    event.preventDefault();
    const next = { email: check(accountEmailSchema, email), password: password ? undefined : "Enter your current password to confirm." };
    setErrors(next);
    if (next.email || next.password) return;
    update.mutate(
      { email: email.trim(), confirm: { email: account.email, password } },
      {
        onSuccess: (reply) => {
          toast.success(reply.message);
          setEmail("");
          setPassword("");
        },
        onError: (failure) => setErrors({ email: fieldError(failure, "email"), form: fieldError(failure, "email") ? undefined : problemOf(failure) }),
      },
    );
  }

  return (
    <>
      <p>
        Your email is <strong>{account.email}</strong>{" "}
        {account.emailVerified ? <span className="badge">Confirmed</span> : <span className={`badge ${styles.unconfirmed}`}>Not confirmed yet</span>}
      </p>
      {account.emailVerified ? null : (
        <p className={styles.note} role="status">
          Open the link we sent to {account.email} to confirm it. Until then, referrals and Family invites to this address do not count.
        </p>
      )}
      <form onSubmit={submit} aria-label="Change your email" noValidate>
        <FormField label="New email" name="email" type="email" autoComplete="email" value={email} onChange={(event) => setEmail(event.target.value)} error={errors.email} />
        <FormField label="Current password" name="current-password-email" revealable autoComplete="current-password" value={password} onChange={(event) => setPassword(event.target.value)} error={errors.password} />
        {errors.form ? (
          <p className="field-error" role="alert">
            {errors.form}
          </p>
        ) : null}
        <div className={styles.actions}>
          <button type="submit" className="btn btn-primary" disabled={update.isPending} aria-busy={update.isPending}>
            Change email
          </button>
          {account.emailVerified ? null : (
            <button
              type="button"
              className="btn btn-ghost"
              disabled={resend.isPending}
              onClick={() => {
                if (!password) {
                  setErrors({ password: "Enter your current password to send the link again." });
                  return;
                }
                resend.mutate({ email: account.email, password }, { onSuccess: () => toast.success(`We sent the link to ${account.email} again.`), onError: (failure) => setErrors({ form: problemOf(failure) }) });
              }}
            >
              Send the link again
            </button>
          )}
        </div>
      </form>
    </>
  );
}

function PasswordForm({ account }: { account: AccountView }) {
  const update = useUpdateProfile();
  const [current, setCurrent] = useState("");
  const [next, setNext] = useState("");
  const [repeat, setRepeat] = useState("");
  const [errors, setErrors] = useState<{ current?: string | undefined; next?: string | undefined; repeat?: string | undefined; form?: string | undefined }>({});

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = {
      current: current ? undefined : "Enter your current password.",
      next: check(strongPasswordSchema, next),
      repeat: repeat === next ? undefined : "Passwords must match",
    };
    setErrors(found);
    if (found.current || found.next || found.repeat) return;
    update.mutate(
      { newPassword: next, confirm: { email: account.email, password: current } },
      {
        onSuccess: (reply) => {
          toast.success(reply.message);
          setCurrent("");
          setNext("");
          setRepeat("");
        },
        onError: (failure) => setErrors({ next: fieldError(failure, "newPassword"), form: fieldError(failure, "newPassword") ? undefined : problemOf(failure) }),
      },
    );
  }

  return (
    <form onSubmit={submit} aria-label="Change your password" noValidate>
      <FormField label="Current password" name="current-password" revealable autoComplete="current-password" value={current} onChange={(event) => setCurrent(event.target.value)} error={errors.current} />
      <FormField label="New password" name="new-password" revealable autoComplete="new-password" value={next} onChange={(event) => setNext(event.target.value)} error={errors.next} />
      <FormField label="Repeat the new password" name="repeat-password" revealable autoComplete="new-password" value={repeat} onChange={(event) => setRepeat(event.target.value)} error={errors.repeat} />
      {errors.form ? (
        <p className="field-error" role="alert">
          {errors.form}
        </p>
      ) : null}
      <p className={styles.note}>Changing it signs you out everywhere else; this browser stays signed in.</p>
      <button type="submit" className="btn btn-primary" disabled={update.isPending} aria-busy={update.isPending}>
        Change password
      </button>
    </form>
  );
}

function DownloadData() {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string>();

  async function download() {
    setPending(true);
    setError(undefined);
    try {
      const { blob, filename } = await fetchMyData();
      saveFile(blob, filename);
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setPending(false);
    }
  }

  return (
    <>
      <p>
        One file (JSON) with everything Berea keeps about you: your profile, quizzes, reading plans, devotional notes and marks, articles read,
        circle memberships and the messages you wrote, your prayer requests, your Family plan, referrals and messages to us.
      </p>
      <button type="button" className="btn btn-secondary" disabled={pending} aria-busy={pending} onClick={() => void download()}>
        <Download size={18} strokeWidth={1.5} aria-hidden="true" />
        {pending ? "Gathering your data…" : "Download my data"}
      </button>
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </>
  );
}

function DeleteAccount({ account }: { account: AccountView }) {
  const remove = useDeleteAccount();
  const navigate = useNavigate();
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string>();

  return (
    <>
      <p>Deleting your account cannot be undone. When you delete it:</p>
      <ul className={styles.consequences}>
        <li>a paid plan is cancelled, so you are not charged again (the members of your Family plan keep it until the end of the period you paid for, and are told);</li>
        <li>your profile, progress, notes, quiz history, reading plans and prayer requests are deleted;</li>
        <li>messages you wrote in faith circles stay for the others in the conversation, signed &ldquo;Deleted account&rdquo;;</li>
        <li>your sign-in is removed, and you are signed out everywhere.</li>
      </ul>
      <p>
        You may want to <strong>download your data</strong> first.
      </p>
      <FormField
        label="Your password, to confirm"
        name="delete-password"
        revealable
        autoComplete="current-password"
        value={password}
        onChange={(event) => {
          setPassword(event.target.value);
          setError(undefined);
        }}
        error={error}
      />
      <ConfirmAction
        label="Delete my account…"
        buttonClassName={`btn ${styles.dangerButton}`}
        question="Delete your account and everything in it?"
        confirmLabel="Yes, delete my account"
        cancelLabel="Keep my account"
        pending={remove.isPending}
        error={null}
        onConfirm={(close) => {
          if (!password) {
            setError("Enter your password to confirm.");
            close();
            return;
          }
          remove.mutate(
            { email: account.email, password },
            {
              onSuccess: (reply) => {
                toast.success(reply.message);
                void navigate(paths.home);
              },
              onError: (failure) => {
                setError(problemOf(failure));
                close();
              },
            },
          );
        }}
      >
        This cannot be undone.
      </ConfirmAction>
    </>
  );
}

/** `/account`: the user's own account: profile, email, password, their data, and deleting it all. */
export default function AccountPage() {
  const account = useAccount();

  return (
    <div className={`container ${styles.page}`}>
      <title>Your account · Berea</title>
      <PageIntro title="Your account">Your name, email and password, a copy of your data, and your account itself. They are yours.</PageIntro>
      {account.isPending ? <LoadingState label="Loading your account…" /> : null}
      {account.isError ? <LoadProblem error={account.error} onRetry={() => void account.refetch()} /> : null}
      {account.data ? (
        <>
          {account.data.familyEndsAt ? (
            <p className={`card ${styles.familyNotice}`} role="status">
              The owner of the Family plan you were in has closed their account. You keep Family until {longDate.format(new Date(account.data.familyEndsAt))};
              after that you are on the Free plan. You can <QueryLink to={paths.subscription}>choose a plan of your own</QueryLink> at any time.
            </p>
          ) : null}
          <Section id="account-profile" icon={<UserRound size={20} strokeWidth={1.5} aria-hidden="true" />} title="Profile">
            <NameForm account={account.data} />
          </Section>
          <Section id="account-email" icon={<Mail size={20} strokeWidth={1.5} aria-hidden="true" />} title="Email">
            <EmailForm account={account.data} />
          </Section>
          <Section id="account-password" icon={<KeyRound size={20} strokeWidth={1.5} aria-hidden="true" />} title="Password">
            <PasswordForm account={account.data} />
          </Section>
          <Section id="account-data" icon={<Download size={20} strokeWidth={1.5} aria-hidden="true" />} title="Your data">
            <DownloadData />
            <p className={styles.note}>
              What we keep and why is in our <QueryLink to={paths.privacy}>Privacy Policy</QueryLink>.
            </p>
          </Section>
          <Section id="account-delete" icon={<Trash2 size={20} strokeWidth={1.5} aria-hidden="true" />} title="Delete your account">
            <DeleteAccount account={account.data} />
          </Section>
        </>
      ) : null}
    </div>
  );
}

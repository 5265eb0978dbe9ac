import { accountEmailSchema, accountNameSchema, type AccountView } from "@berea/contracts/account";
import { strongPasswordSchema } from "@berea/contracts/auth";
import { Download, KeyRound, Languages, Mail, Trash2, UserRound } from "lucide-react";
import { useState, type FormEvent, type ReactNode } from "react";
import toast from "react-hot-toast";
import { Trans } from "react-i18next";
import { useNavigate } from "react-router";
import { ConfirmAction } from "../../components/confirm-action.tsx";
import { FormField } from "../../components/form-field.tsx";
import { LanguageSwitch } from "../../components/language-switch.tsx";
import { HeldContent, LoadProblem } from "../../components/load-states.tsx";
import { PageIntro } from "../../components/page-intro.tsx";
import { QueryLink } from "../../components/query-link.tsx";
import { paths } from "../../config/paths.ts";
import { ApiError, errorMessage } from "../../lib/api-client.ts";
import { saveFile } from "../../lib/download-pdf.ts";
import { formatterFor } from "../../lib/i18n/format.ts";
import { languageReady } from "../../lib/i18n/i18n.ts";
import { useKnownMessage } from "../../lib/i18n/validation.ts";
import { fetchMyData, useAccount, useDeleteAccount, useResendConfirmation, useUpdateProfile } from "./api/account.ts";
import styles from "./account-page.module.css";
import { useAccountT } from "./i18n.ts";

/** Firebase Auth's codes for a wrong or unusable password, in plain words; anything else as the API says it (translated where it is a known message). */
function useProblemOf(): (error: unknown) => string {
  const { t } = useAccountT();
  const known = useKnownMessage();
  return (error) => {
    const code = typeof error === "object" && error !== null && "code" in error && typeof error.code === "string" ? error.code : undefined;
    if (code === "auth/invalid-credential" || code === "auth/wrong-password" || code === "auth/invalid-login-credentials") return t("problems.wrongPassword");
    if (code === "auth/too-many-requests") return t("problems.tooManyAttempts");
    if (code === "auth/network-request-failed") return t("problems.signInUnreachable");
    if (code?.startsWith("auth/")) return t("problems.passwordUnchecked");
    return known(errorMessage(error)) ?? errorMessage(error);
  };
}

/** The field an API refusal names, if any ("email": "Another account uses this email."). */
const fieldError = (error: unknown, field: string): string | undefined => (error instanceof ApiError ? error.fields?.[field] : undefined);

/** The first problem zod finds with `value`, or undefined. */
/** A password field's show/hide toggle names, from its label: "Show current password", "Mostrar contraseña actual". */
function useRevealNames(): (label: string) => { show: string; hide: string } {
  const { t } = useAccountT();
  return (label) => ({ show: t("reveal.show", { field: label.toLowerCase() }), hide: t("reveal.hide", { field: label.toLowerCase() }) });
}

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
  const { t } = useAccountT();
  const known = useKnownMessage();
  const problemOf = useProblemOf();
  const update = useUpdateProfile();
  const [name, setName] = useState(account.name);
  const [error, setError] = useState<string>();

  function submit(event: FormEvent) {
    event.preventDefault();
    const problem = known(check(accountNameSchema, name));
    setError(problem);
    if (problem) return;
    update.mutate({ name: name.trim() }, { onSuccess: () => toast.success(t("name.saved")), onError: (failure) => setError(known(fieldError(failure, "name")) ?? problemOf(failure)) });
  }

  return (
    <form onSubmit={submit} aria-label={t("name.form")} noValidate>
      <FormField label={t("name.label")} name="name" autoComplete="name" value={name} onChange={(event) => setName(event.target.value)} error={error} maxLength={80} />
      <button type="submit" className="btn btn-primary" disabled={update.isPending} aria-busy={update.isPending}>
        {t("name.save")}
      </button>
    </form>
  );
}

function EmailForm({ account }: { account: AccountView }) {
  const { t } = useAccountT();
  const revealNames = useRevealNames();
  const known = useKnownMessage();
  const problemOf = useProblemOf();
  const update = useUpdateProfile();
  const resend = useResendConfirmation();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<{ email?: string | undefined; password?: string | undefined; form?: string | undefined }>({});

  function submit(event: FormEvent) {
    event.preventDefault();
    const next = { email: known(check(accountEmailSchema, email)), password: password ? undefined : t("email.enterPassword") };
    setErrors(next);
    if (next.email || next.password) return;
    update.mutate(
      { email: email.trim(), confirm: { email: account.email, password } },
      {
        onSuccess: () => {
          toast.success(t("email.saved"));
          setEmail("");
          setPassword("");
        },
        onError: (failure) => setErrors({ email: known(fieldError(failure, "email")), form: fieldError(failure, "email") ? undefined : problemOf(failure) }),
      },
    );
  }

  return (
    <>
      <p>
        <Trans t={t} i18nKey="email.yours" values={{ email: account.email }} components={{ strong: <strong /> }} />{" "}
        {account.emailVerified ? <span className="badge">{t("email.confirmed")}</span> : <span className={`badge ${styles.unconfirmed}`}>{t("email.unconfirmed")}</span>}
      </p>
      {account.emailVerified ? null : (
        <p className={styles.note} role="status">
          {t("email.openLink", { email: account.email })}
        </p>
      )}
      <form onSubmit={submit} aria-label={t("email.form")} noValidate>
        <FormField label={t("email.newEmail")} name="email" type="email" autoComplete="email" value={email} onChange={(event) => setEmail(event.target.value)} error={errors.email} />
        <FormField label={t("email.currentPassword")} name="current-password-email" reveal={revealNames(t("email.currentPassword"))} autoComplete="current-password" value={password} onChange={(event) => setPassword(event.target.value)} error={errors.password} />
        {errors.form ? (
          <p className="field-error" role="alert">
            {errors.form}
          </p>
        ) : null}
        <div className={styles.actions}>
          <button type="submit" className="btn btn-primary" disabled={update.isPending} aria-busy={update.isPending}>
            {t("email.change")}
          </button>
          {account.emailVerified ? null : (
            <button
              type="button"
              className="btn btn-ghost"
              disabled={resend.isPending}
              onClick={() => {
                if (!password) {
                  setErrors({ password: t("email.enterPasswordToResend") });
                  return;
                }
                resend.mutate({ email: account.email, password }, { onSuccess: () => toast.success(t("email.resent", { email: account.email })), onError: (failure) => setErrors({ form: problemOf(failure) }) });
              }}
            >
              {t("email.resend")}
            </button>
          )}
        </div>
      </form>
    </>
  );
}

function PasswordForm({ account }: { account: AccountView }) {
  const { t } = useAccountT();
  const revealNames = useRevealNames();
  const known = useKnownMessage();
  const problemOf = useProblemOf();
  const update = useUpdateProfile();
  const [current, setCurrent] = useState("");
  const [next, setNext] = useState("");
  const [repeat, setRepeat] = useState("");
  const [errors, setErrors] = useState<{ current?: string | undefined; next?: string | undefined; repeat?: string | undefined; form?: string | undefined }>({});

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = {
      current: current ? undefined : t("password.enterCurrent"),
      next: known(check(strongPasswordSchema, next)),
      repeat: repeat === next ? undefined : known("Passwords must match"),
    };
    setErrors(found);
    if (found.current || found.next || found.repeat) return;
    update.mutate(
      { newPassword: next, confirm: { email: account.email, password: current } },
      {
        onSuccess: () => {
          toast.success(t("password.saved"));
          setCurrent("");
          setNext("");
          setRepeat("");
        },
        onError: (failure) => setErrors({ next: known(fieldError(failure, "newPassword")), form: fieldError(failure, "newPassword") ? undefined : problemOf(failure) }),
      },
    );
  }

  return (
    <form onSubmit={submit} aria-label={t("password.form")} noValidate>
      <FormField label={t("password.current")} name="current-password" reveal={revealNames(t("password.current"))} autoComplete="current-password" value={current} onChange={(event) => setCurrent(event.target.value)} error={errors.current} />
      <FormField label={t("password.new")} name="new-password" reveal={revealNames(t("password.new"))} autoComplete="new-password" value={next} onChange={(event) => setNext(event.target.value)} error={errors.next} />
      <FormField label={t("password.repeat")} name="repeat-password" reveal={revealNames(t("password.repeat"))} autoComplete="new-password" value={repeat} onChange={(event) => setRepeat(event.target.value)} error={errors.repeat} />
      {errors.form ? (
        <p className="field-error" role="alert">
          {errors.form}
        </p>
      ) : null}
      <p className={styles.note}>{t("password.everywhere")}</p>
      <button type="submit" className="btn btn-primary" disabled={update.isPending} aria-busy={update.isPending}>
        {t("password.change")}
      </button>
    </form>
  );
}

function LanguageChoice() {
  const { t } = useAccountT();
  const problemOf = useProblemOf();
  const update = useUpdateProfile();
  return (
    <>
      <p>{t("language.lead")}</p>
      <LanguageSwitch
        onChoose={(language) =>
          update.mutate(
            { language },
            {
              // Said in the language just chosen: its strings may still be on their way, so the toast waits for them.
              onSuccess: () => void languageReady(language).then(() => toast.success(t("language.saved", { lng: language }))),
              onError: (failure) => toast.error(problemOf(failure)),
            },
          )
        }
      />
    </>
  );
}

function DownloadData() {
  const { t } = useAccountT();
  const known = useKnownMessage();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string>();

  async function download() {
    setPending(true);
    setError(undefined);
    try {
      const { blob, filename } = await fetchMyData();
      saveFile(blob, filename);
    } catch (failure) {
      setError(known(errorMessage(failure)) ?? errorMessage(failure));
    } finally {
      setPending(false);
    }
  }

  return (
    <>
      <p>{t("data.what")}</p>
      <button type="button" className="btn btn-secondary" disabled={pending} aria-busy={pending} onClick={() => void download()}>
        <Download size={18} strokeWidth={1.5} aria-hidden="true" />
        {pending ? t("data.gathering") : t("data.download")}
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
  const { t } = useAccountT();
  const revealNames = useRevealNames();
  const problemOf = useProblemOf();
  const remove = useDeleteAccount();
  const navigate = useNavigate();
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string>();

  return (
    <>
      <p>{t("delete.intro")}</p>
      <ul className={styles.consequences}>
        <li>{t("delete.plan")}</li>
        <li>{t("delete.deleted")}</li>
        <li>{t("delete.messages")}</li>
        <li>{t("delete.signIn")}</li>
      </ul>
      <p>
        <Trans t={t} i18nKey="delete.downloadFirst" components={{ strong: <strong /> }} />
      </p>
      <FormField
        label={t("delete.password")}
        name="delete-password"
        reveal={revealNames(t("delete.password"))}
        autoComplete="current-password"
        value={password}
        onChange={(event) => {
          setPassword(event.target.value);
          setError(undefined);
        }}
        error={error}
      />
      <ConfirmAction
        label={t("delete.button")}
        buttonClassName={`btn ${styles.dangerButton}`}
        question={t("delete.question")}
        confirmLabel={t("delete.yes")}
        cancelLabel={t("delete.keep")}
        pending={remove.isPending}
        error={null}
        onConfirm={(close) => {
          if (!password) {
            setError(t("delete.enterPassword"));
            close();
            return;
          }
          remove.mutate(
            { email: account.email, password },
            {
              onSuccess: () => {
                toast.success(t("delete.done"));
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
        {t("delete.cannotUndo")}
      </ConfirmAction>
    </>
  );
}

/** `/account`: the user's own account: profile, email, password, their data, and deleting it all. */
export default function AccountPage() {
  const { t, i18n } = useAccountT();
  const account = useAccount();
  const format = formatterFor(i18n.language);

  return (
    <div className={`container ${styles.page}`}>
      <title>{t("title")}</title>
      <PageIntro title={t("heading")}>{t("lead")}</PageIntro>
      {account.isPending ? <HeldContent label={t("loading")} /> : null}
      {account.isError ? <LoadProblem error={account.error} onRetry={() => void account.refetch()} /> : null}
      {account.data ? (
        <>
          {account.data.familyEndsAt ? (
            <p className={`card ${styles.familyNotice}`} role="status">
              <Trans
                t={t}
                i18nKey="familyEnds"
                values={{ date: format.date(new Date(account.data.familyEndsAt), t("dateFormat")) }}
                components={{ plan: <QueryLink to={paths.subscription} /> }}
              />
            </p>
          ) : null}
          <Section id="account-profile" icon={<UserRound size={20} strokeWidth={1.5} aria-hidden="true" />} title={t("sections.profile")}>
            <NameForm account={account.data} />
          </Section>
          <Section id="account-email" icon={<Mail size={20} strokeWidth={1.5} aria-hidden="true" />} title={t("sections.email")}>
            <EmailForm account={account.data} />
          </Section>
          <Section id="account-password" icon={<KeyRound size={20} strokeWidth={1.5} aria-hidden="true" />} title={t("sections.password")}>
            <PasswordForm account={account.data} />
          </Section>
          <Section id="account-language" icon={<Languages size={20} strokeWidth={1.5} aria-hidden="true" />} title={t("sections.language")}>
            <LanguageChoice />
          </Section>
          <Section id="account-data" icon={<Download size={20} strokeWidth={1.5} aria-hidden="true" />} title={t("sections.data")}>
            <DownloadData />
            <p className={styles.note}>
              <Trans t={t} i18nKey="data.privacy" components={{ privacy: <QueryLink to={paths.privacy} /> }} />
            </p>
          </Section>
          <Section id="account-delete" icon={<Trash2 size={20} strokeWidth={1.5} aria-hidden="true" />} title={t("sections.delete")}>
            <DeleteAccount account={account.data} />
          </Section>
        </>
      ) : null}
    </div>
  );
}

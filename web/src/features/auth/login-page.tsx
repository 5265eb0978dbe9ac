import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { Trans } from "react-i18next";
import { signInFormSchema, type SignInForm } from "@berea/contracts/auth";
import { FullScreenLoader } from "../../components/full-screen-loader.tsx";
import { QueryLink } from "../../components/query-link.tsx";
import { paths } from "../../config/paths.ts";
import { useKnownMessage } from "../../lib/i18n/validation.ts";
import { signInWithGoogle, signInWithPassword } from "./api/sign-in.ts";
import { AuthCard } from "./components/auth-card.tsx";
import { OrDivider } from "./components/divider.tsx";
import { FormField } from "../../components/form-field.tsx";
import { ConfirmSignInLink } from "./components/confirm-sign-in-link.tsx";
import { GoogleButton } from "./components/google-button.tsx";
import { useAuthT } from "./i18n.ts";
import { useCodeExchange, useSignInAction, type SignInPageProps } from "./use-auth-actions.ts";

/** `/login`: email and password (validated as the user types) or Google. */
export function LoginPage({ notice, afterSignIn, destination }: SignInPageProps) {
  const { t } = useAuthT();
  const known = useKnownMessage();
  const link = useCodeExchange();
  const { busy, run } = useSignInAction(afterSignIn, destination);
  // No default values: the fields keep what was typed into the prerendered page before React arrived.
  const form = useForm<SignInForm>({ resolver: zodResolver(signInFormSchema), mode: "onChange" });
  const { errors } = form.formState;
  // The form's fields, registered outside the JSX (their names are not words a reader sees).
  const field = { email: form.register("email"), password: form.register("password") };

  const google = () => run("google", () => signInWithGoogle());

  if (link.step === "checking") return <FullScreenLoader text={t("link.checking")} />;
  if (link.step === "signing-in") return <FullScreenLoader text={t("link.signingIn")} />;
  if (link.step === "confirm") return <ConfirmSignInLink preview={link.preview} onConfirm={link.confirm} onCancel={link.cancel} />;

  return (
    <AuthCard
      title={t("login.title")}
      lead={t("login.lead")}
      footer={
        <>
          <p>
            <Trans t={t} i18nKey="login.newHere" components={{ signup: <QueryLink to={paths.register} /> }} />
          </p>
          <p>
            <Trans t={t} i18nKey="login.agree" components={{ terms: <QueryLink to={paths.terms} />, privacy: <QueryLink to={paths.privacy} /> }} />
          </p>
        </>
      }
    >
      {notice}
      {/* POST: should the browser ever send the prerendered form itself, the fields stay out of the address. */}
      <form method="post" noValidate onSubmit={form.handleSubmit((values) => run("password", () => signInWithPassword(values)))}>
        <FormField label={t("email")} type="email" autoComplete="email" error={known(errors.email?.message)} {...field.email} />
        <FormField label={t("password")} autoComplete="current-password" error={known(errors.password?.message)} reveal={{ show: t("reveal.showPassword"), hide: t("reveal.hidePassword") }} {...field.password} />
        <div className="form-row-end">
          <QueryLink to={paths.passwordReset}>{t("login.forgot")}</QueryLink>
        </div>
        <button type="submit" className="btn btn-primary btn-block" disabled={busy !== null} aria-busy={busy === "password"}>
          {busy === "password" ? <span className="spinner" aria-hidden="true" /> : null}
          {t("login.submit")}
        </button>
      </form>
      <OrDivider />
      <GoogleButton label={t("login.google")} busy={busy === "google"} disabled={busy !== null} onClick={google} />
    </AuthCard>
  );
}

import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { Trans } from "react-i18next";
import { useSearchParams } from "react-router";
import { signUpFormSchema, type SignUpForm } from "@berea/contracts/auth";
import { planIdSchema } from "@berea/contracts/pricing";
import { FullScreenLoader } from "../../components/full-screen-loader.tsx";
import { QueryLink } from "../../components/query-link.tsx";
import { paths } from "../../config/paths.ts";
import { useKnownMessage } from "../../lib/i18n/validation.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { rememberPricingIntent } from "../../lib/pricing-intent.ts";
import { signInWithGoogle, signUpWithPassword } from "./api/sign-in.ts";
import { AuthCard } from "./components/auth-card.tsx";
import { OrDivider } from "./components/divider.tsx";
import { FormField } from "../../components/form-field.tsx";
import { GoogleButton } from "./components/google-button.tsx";
import { ConfirmSignInLink } from "./components/confirm-sign-in-link.tsx";
import { useAuthT } from "./i18n.ts";
import { useCodeExchange, useSignInAction, type SignInPageProps } from "./use-auth-actions.ts";

/** `/register`: sign up with a password or Google; `ref` fills a read-only referral code. */
export function RegisterPage({ notice, afterSignIn, destination }: SignInPageProps) {
  const { t } = useAuthT();
  const known = useKnownMessage();
  const [params] = useSearchParams();
  const referralFromLink = params.get("ref")?.trim().toUpperCase() ?? "";
  // The prerendered page was rendered without a link's code: it locks the field once hydrated.
  const lockedReferral = useHydrated() && referralFromLink !== "";
  const pricing = planIdSchema.safeParse(params.get("pricing"));
  const link = useCodeExchange();
  const { busy, run } = useSignInAction(afterSignIn, destination);
  const form = useForm<SignUpForm>({
    resolver: zodResolver(signUpFormSchema),
    mode: "onSubmit",
    reValidateMode: "onChange",
    // Only the link's referral code: the other fields keep what was typed into the prerendered page before React arrived.
    ...(referralFromLink ? { defaultValues: { referral: referralFromLink } } : {}),
  });
  const { errors } = form.formState;
  // The form's fields, registered outside the JSX (their names are not words a reader sees).
  const field = {
    name: form.register("name"),
    email: form.register("email"),
    password: form.register("password"),
    repeatPassword: form.register("repeatPassword"),
    referral: form.register("referral"),
  };

  useEffect(() => {
    // The plan chosen on the landing page is preselected on the pricing screen after sign-up.
    if (pricing.success) rememberPricingIntent(pricing.data);
  }, [pricing.success, pricing.data]);

  if (link.step === "checking") return <FullScreenLoader text={t("link.checking")} />;
  if (link.step === "signing-in") return <FullScreenLoader text={t("link.signingIn")} />;
  if (link.step === "confirm") return <ConfirmSignInLink preview={link.preview} onConfirm={link.confirm} onCancel={link.cancel} />;

  const referral = () => form.getValues("referral")?.trim() || undefined;
  const google = () => run("google", () => signInWithGoogle({ referral: referral() }));

  return (
    <AuthCard
      title={t("register.title")}
      lead={t("register.lead")}
      footer={
        <p>
          <Trans t={t} i18nKey="register.haveAccount" components={{ signin: <QueryLink to={paths.login} /> }} />
        </p>
      }
    >
      {notice}
      {/* POST: should the browser ever send the prerendered form itself, the fields stay out of the address. */}
      <form method="post" noValidate onSubmit={form.handleSubmit((values) => run("password", () => signUpWithPassword(values)))}>
        <FormField label={t("register.name")} autoComplete="name" error={known(errors.name?.message)} {...field.name} />
        <FormField label={t("email")} type="email" autoComplete="email" error={known(errors.email?.message)} {...field.email} />
        <FormField label={t("password")} autoComplete="new-password" error={known(errors.password?.message)} reveal={{ show: t("reveal.showPassword"), hide: t("reveal.hidePassword") }} {...field.password} />
        <FormField
          label={t("register.repeatPassword")}
          autoComplete="new-password"
          error={known(errors.repeatPassword?.message)}
          reveal={{ show: t("reveal.showRepeat"), hide: t("reveal.hideRepeat") }} {...field.repeatPassword}
        />
        <FormField
          label={t("register.referral")}
          autoComplete="off"
          readOnly={lockedReferral}
          aria-readonly={lockedReferral ? true : undefined}
          error={known(errors.referral?.message)}
          {...field.referral}
        />
        <button type="submit" className="btn btn-primary btn-block" disabled={busy !== null} aria-busy={busy === "password"}>
          {busy === "password" ? <span className="spinner" aria-hidden="true" /> : null}
          {t("register.submit")}
        </button>
      </form>
      <OrDivider />
      <GoogleButton
        label={t("register.google")}
        busy={busy === "google"}
        disabled={busy !== null}
        onClick={google}
      />
    </AuthCard>
  );
}

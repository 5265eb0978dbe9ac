import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { useSearchParams } from "react-router";
import { signUpFormSchema, type SignUpForm } from "@berea/contracts/auth";
import { planIdSchema } from "@berea/contracts/pricing";
import { FullScreenLoader } from "../../components/full-screen-loader.tsx";
import { QueryLink } from "../../components/query-link.tsx";
import { paths } from "../../config/paths.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { rememberPricingIntent } from "../../lib/pricing-intent.ts";
import { signInWithGoogle, signUpWithPassword } from "./api/sign-in.ts";
import { AuthCard } from "./components/auth-card.tsx";
import { OrDivider } from "./components/divider.tsx";
import { FormField } from "../../components/form-field.tsx";
import { GoogleButton } from "./components/google-button.tsx";
import { ConfirmSignInLink } from "./components/confirm-sign-in-link.tsx";
import { useCodeExchange, useSignInAction, type SignInPageProps } from "./use-auth-actions.ts";

/** `/register`: sign up with a password or Google; `ref` fills a read-only referral code. */
export function RegisterPage({ notice, afterSignIn, destination }: SignInPageProps) {
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

  useEffect(() => {
    // The plan chosen on the landing page is preselected on the pricing screen after sign-up.
    if (pricing.success) rememberPricingIntent(pricing.data);
  }, [pricing.success, pricing.data]);

  if (link.step === "checking") return <FullScreenLoader text="Checking your sign-in link ..." />;
  if (link.step === "signing-in") return <FullScreenLoader text="Signing you in ..." />;
  if (link.step === "confirm") return <ConfirmSignInLink preview={link.preview} onConfirm={link.confirm} onCancel={link.cancel} />;

  const referral = () => form.getValues("referral")?.trim() || undefined;

  return (
    <AuthCard
      title="Create your account"
      lead="A few details, and you can start reading, learning and growing."
      footer={
        <p>
          Already have an account? <QueryLink to={paths.login}>Sign in</QueryLink>
        </p>
      }
    >
      {notice}
      {/* POST: should the browser ever send the prerendered form itself, the fields stay out of the address. */}
      <form method="post" noValidate onSubmit={form.handleSubmit((values) => run("password", () => signUpWithPassword(values)))}>
        <FormField label="Name" autoComplete="name" error={errors.name?.message} {...form.register("name")} />
        <FormField label="Email" type="email" autoComplete="email" error={errors.email?.message} {...form.register("email")} />
        <FormField label="Password" revealable autoComplete="new-password" error={errors.password?.message} {...form.register("password")} />
        <FormField
          label="Repeat password"
          revealable
          autoComplete="new-password"
          error={errors.repeatPassword?.message}
          {...form.register("repeatPassword")}
        />
        <FormField
          label="Referral code (optional)"
          autoComplete="off"
          readOnly={lockedReferral}
          aria-readonly={lockedReferral ? true : undefined}
          error={errors.referral?.message}
          {...form.register("referral")}
        />
        <button type="submit" className="btn btn-primary btn-block" disabled={busy !== null} aria-busy={busy === "password"}>
          {busy === "password" ? <span className="spinner" aria-hidden="true" /> : null}
          Sign up
        </button>
      </form>
      <OrDivider />
      <GoogleButton
        label="Sign up with Google"
        busy={busy === "google"}
        disabled={busy !== null}
        onClick={() => run("google", () => signInWithGoogle({ referral: referral() }))}
      />
    </AuthCard>
  );
}

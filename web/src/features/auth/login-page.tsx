import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { signInFormSchema, type SignInForm } from "@berea/contracts/auth";
import { FullScreenLoader } from "../../components/full-screen-loader.tsx";
import { QueryLink } from "../../components/query-link.tsx";
import { paths } from "../../config/paths.ts";
import { signInWithGoogle, signInWithPassword } from "./api/sign-in.ts";
import { AuthCard } from "./components/auth-card.tsx";
import { OrDivider } from "./components/divider.tsx";
import { FormField } from "../../components/form-field.tsx";
import { ConfirmSignInLink } from "./components/confirm-sign-in-link.tsx";
import { GoogleButton } from "./components/google-button.tsx";
import { useCodeExchange, useSignInAction, type SignInPageProps } from "./use-auth-actions.ts";

/** `/login`: email and password (validated as the user types) or Google. */
export function LoginPage({ notice, afterSignIn, destination }: SignInPageProps) {
  const link = useCodeExchange();
  const { busy, run } = useSignInAction(afterSignIn, destination);
  // No default values: the fields keep what was typed into the prerendered page before React arrived.
  const form = useForm<SignInForm>({ resolver: zodResolver(signInFormSchema), mode: "onChange" });
  const { errors } = form.formState;

  if (link.step === "checking") return <FullScreenLoader text="Checking your sign-in link ..." />;
  if (link.step === "signing-in") return <FullScreenLoader text="Signing you in ..." />;
  if (link.step === "confirm") return <ConfirmSignInLink preview={link.preview} onConfirm={link.confirm} onCancel={link.cancel} />;

  return (
    <AuthCard
      title="Welcome back"
      lead="Sign in to pick up where you left off."
      footer={
        <>
          <p>
            New to Berea? <QueryLink to={paths.register}>Sign up here</QueryLink>
          </p>
          <p>
            By signing in you agree to our <QueryLink to={paths.terms}>Terms of Service</QueryLink> and{" "}
            <QueryLink to={paths.privacy}>Privacy Policy</QueryLink>.
          </p>
        </>
      }
    >
      {notice}
      {/* POST: should the browser ever send the prerendered form itself, the fields stay out of the address. */}
      <form method="post" noValidate onSubmit={form.handleSubmit((values) => run("password", () => signInWithPassword(values)))}>
        <FormField label="Email" type="email" autoComplete="email" error={errors.email?.message} {...form.register("email")} />
        <FormField label="Password" revealable autoComplete="current-password" error={errors.password?.message} {...form.register("password")} />
        <div className="form-row-end">
          <QueryLink to={paths.passwordReset}>Forgot password?</QueryLink>
        </div>
        <button type="submit" className="btn btn-primary btn-block" disabled={busy !== null} aria-busy={busy === "password"}>
          {busy === "password" ? <span className="spinner" aria-hidden="true" /> : null}
          Sign in
        </button>
      </form>
      <OrDivider />
      <GoogleButton label="Sign in with Google" busy={busy === "google"} disabled={busy !== null} onClick={() => run("google", () => signInWithGoogle())} />
    </AuthCard>
  );
}

import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import toast from "react-hot-toast";
import { passwordResetFormSchema, type PasswordResetForm } from "@berea/contracts/auth";
import { QueryLink } from "../../components/query-link.tsx";
import { paths, supportEmail } from "../../config/paths.ts";
import { sendPasswordReset } from "./api/sign-in.ts";
import { authErrorMessage } from "./auth-errors.ts";
import { AuthCard } from "./components/auth-card.tsx";
import { FormField } from "../../components/form-field.tsx";

/** `/password-reset`: asks Firebase Auth to email a reset link, then says so. */
export default function PasswordResetPage() {
  const [sent, setSent] = useState(false);
  // No default value: the field keeps what was typed into the prerendered page before React arrived.
  const form = useForm<PasswordResetForm>({ resolver: zodResolver(passwordResetFormSchema), mode: "onSubmit", reValidateMode: "onChange" });
  const { errors, isSubmitting } = form.formState;

  if (sent) {
    return (
      <AuthCard title="Password Reset Sent">
        <p>
          We have sent an email with a link to reset your password. If it is not in your inbox, please check your spam folder. If it does
          not arrive within a few minutes, contact us at <a href={`mailto:${supportEmail}`}>{supportEmail}</a>.
        </p>
        <QueryLink to={paths.login} className="btn btn-primary btn-block">
          Back to Sign In
        </QueryLink>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Forgot Your Password?"
      lead="Enter the email you signed up with and we will send you a link to choose a new password."
      footer={
        <p>
          <QueryLink to={paths.login}>Back to Sign in</QueryLink>
        </p>
      }
    >
      {/* POST: should the browser ever send the prerendered form itself, the fields stay out of the address. */}
      <form
        method="post"
        noValidate
        onSubmit={form.handleSubmit(async ({ email }) => {
          toast.dismiss();
          try {
            await sendPasswordReset(email);
            setSent(true);
          } catch (error) {
            toast.error(authErrorMessage(error));
          }
        })}
      >
        <FormField label="Email" type="email" autoComplete="email" error={errors.email?.message} {...form.register("email")} />
        <button type="submit" className="btn btn-primary btn-block" disabled={isSubmitting} aria-busy={isSubmitting}>
          {isSubmitting ? <span className="spinner" aria-hidden="true" /> : null}
          Reset My Password
        </button>
      </form>
    </AuthCard>
  );
}

import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Trans } from "react-i18next";
import toast from "react-hot-toast";
import { passwordResetFormSchema, type PasswordResetForm } from "@berea/contracts/auth";
import { QueryLink } from "../../components/query-link.tsx";
import { paths, supportEmail } from "../../config/paths.ts";
import { useKnownMessage } from "../../lib/i18n/validation.ts";
import { sendPasswordReset } from "./api/sign-in.ts";
import { useAuthErrorMessage } from "./auth-errors.ts";
import { AuthCard } from "./components/auth-card.tsx";
import { FormField } from "../../components/form-field.tsx";
import { useAuthT } from "./i18n.ts";

/** `/password-reset`: asks Firebase Auth to email a reset link, then says so. */
export default function PasswordResetPage() {
  const { t } = useAuthT();
  const known = useKnownMessage();
  const authErrorMessage = useAuthErrorMessage();
  const [sent, setSent] = useState(false);
  // No default value: the field keeps what was typed into the prerendered page before React arrived.
  const form = useForm<PasswordResetForm>({ resolver: zodResolver(passwordResetFormSchema), mode: "onSubmit", reValidateMode: "onChange" });
  const { errors, isSubmitting } = form.formState;
  // The form's fields, registered outside the JSX (their names are not words a reader sees).
  const field = { email: form.register("email") };

  if (sent) {
    return (
      <AuthCard title={t("reset.sentTitle")}>
        <p>
          <Trans t={t} i18nKey="reset.sent" values={{ email: supportEmail }} components={{ mail: <a href={`mailto:${supportEmail}`} /> }} />
        </p>
        <QueryLink to={paths.login} className="btn btn-primary btn-block">
          {t("reset.backToSignIn")}
        </QueryLink>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={t("reset.title")}
      lead={t("reset.lead")}
      footer={
        <p>
          <QueryLink to={paths.login}>{t("reset.back")}</QueryLink>
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
        <FormField label={t("email")} type="email" autoComplete="email" error={known(errors.email?.message)} {...field.email} />
        <button type="submit" className="btn btn-primary btn-block" disabled={isSubmitting} aria-busy={isSubmitting}>
          {isSubmitting ? <span className="spinner" aria-hidden="true" /> : null}
          {t("reset.submit")}
        </button>
      </form>
    </AuthCard>
  );
}

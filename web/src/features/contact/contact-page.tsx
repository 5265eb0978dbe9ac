import { zodResolver } from "@hookform/resolvers/zod";
import { contactRequestSchema, type ContactRequest } from "@berea/contracts/contact";
import { Church, Mail, MessageCircle } from "lucide-react";
import { useId } from "react";
import { useForm } from "react-hook-form";
import toast from "react-hot-toast";
import { Trans } from "react-i18next";
import { QueryLink } from "../../components/query-link.tsx";
import { communityLinks, supportEmail } from "../../config/paths.ts";
import { errorMessage } from "../../lib/api-client.ts";
import { inOwnWords } from "../../lib/i18n/server-words.ts";
import { useKnownMessage } from "../../lib/i18n/validation.ts";
import { useSendContact } from "./api/send-contact.ts";
import styles from "./contact-page.module.css";
import { useContactT } from "./i18n.ts";

const emptyForm: ContactRequest = { name: "", email: "", message: "" };
/** The form's fields by name (not words a reader sees). */
const shortFields = ["name", "email"] as const;
const messageField = "message";

export function ContactForm() {
  const { t, i18n } = useContactT();
  const knownMessage = useKnownMessage();
  const sendContact = useSendContact();
  const id = useId();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ContactRequest>({ resolver: zodResolver(contactRequestSchema) }); // No defaults: the page is prerendered, and what was typed before React arrived is kept.

  const onSubmit = handleSubmit((values) => {
    sendContact.mutate(values, {
      onSuccess: (reply) => {
        toast.success(inOwnWords(i18n.language, reply.message, t("form.sent")));
        reset(emptyForm);
      },
      onError: (error) => {
        toast.error(errorMessage(error));
      },
    });
  });

  const fieldIds = (name: keyof ContactRequest) => ({ input: `${id}-${name}`, error: `${id}-${name}-error` });
  const sending = sendContact.isPending;

  return (
    <form className={`card ${styles.form}`} onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.formTitle}>
        {t("form.title")}
      </h2>
      {shortFields.map((name) => {
        const ids = fieldIds(name);
        const error = knownMessage(errors[name]?.message);
        return (
          <div key={name} className="field">
            <label htmlFor={ids.input}>{name === "name" ? t("form.name") : t("form.email")}</label>
            <input
              id={ids.input}
              className="input"
              type={name === "email" ? "email" : "text"}
              autoComplete={name}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? ids.error : undefined}
              {...register(name)}
            />
            {error && (
              <p id={ids.error} className="field-error">
                {error}
              </p>
            )}
          </div>
        );
      })}
      <div className="field">
        <label htmlFor={fieldIds("message").input}>{t("form.message")}</label>
        <textarea
          id={fieldIds("message").input}
          className="input"
          rows={6}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={errors.message ? fieldIds("message").error : undefined}
          {...register(messageField)}
        />
        {errors.message?.message && (
          <p id={fieldIds("message").error} className="field-error">
            {knownMessage(errors.message.message)}
          </p>
        )}
      </div>
      <button type="submit" className="btn btn-primary btn-block" disabled={sending} aria-busy={sending || undefined}>
        {sending && <span className="spinner" aria-hidden="true" />}
        {sending ? t("form.sending") : t("form.send")}
      </button>
    </form>
  );
}

const strong = <strong />;

export default function ContactPage() {
  const { t } = useContactT();
  return (
    <div className="page">
      <title>{t("documentTitle")}</title>
      <div className={`container split ${styles.layout}`}>
        <section className={styles.intro} aria-labelledby="contact-title">
          <h1 id="contact-title">{t("title")}</h1>
          <p className={styles.lead}>{t("lead")}</p>
          <ul className={styles.ways}>
            <li>
              <Church size={22} aria-hidden="true" className={styles.wayIcon} />
              <span>
                <Trans t={t} i18nKey="churches" components={{ strong }} />
              </span>
            </li>
            <li>
              <Mail size={22} aria-hidden="true" className={styles.wayIcon} />
              <span>
                <Trans t={t} i18nKey="email" components={{ strong, mail: <a href={`mailto:${supportEmail}`}>{supportEmail}</a> }} />
              </span>
            </li>
            <li>
              <MessageCircle size={22} aria-hidden="true" className={styles.wayIcon} />
              <span>
                <Trans t={t} i18nKey="community" components={{ strong, circles: <QueryLink to={communityLinks.chatServer.href} /> }} />
              </span>
            </li>
          </ul>
          <p className={styles.note}>{t("note")}</p>
        </section>
        <ContactForm />
      </div>
    </div>
  );
}

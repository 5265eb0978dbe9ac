import { zodResolver } from "@hookform/resolvers/zod";
import { contactRequestSchema, type ContactRequest } from "@berea/contracts/contact";
import { Church, Mail, MessageCircle } from "lucide-react";
import { useId } from "react";
import { useForm } from "react-hook-form";
import toast from "react-hot-toast";
import { QueryLink } from "../../components/query-link.tsx";
import { communityLinks, supportEmail } from "../../config/paths.ts";
import { errorMessage } from "../../lib/api-client.ts";
import { useSendContact } from "./api/send-contact.ts";
import styles from "./contact-page.module.css";

const emptyForm: ContactRequest = { name: "", email: "", message: "" };

export function ContactForm() {
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
        toast.success(reply.message);
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
        Send us a message
      </h2>
      {(["name", "email"] as const).map((name) => {
        const ids = fieldIds(name);
        const error = errors[name]?.message;
        return (
          <div key={name} className="field">
            <label htmlFor={ids.input}>{name === "name" ? "Name" : "Email"}</label>
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
        <label htmlFor={fieldIds("message").input}>Message</label>
        <textarea
          id={fieldIds("message").input}
          className="input"
          rows={6}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={errors.message ? fieldIds("message").error : undefined}
          {...register("message")}
        />
        {errors.message?.message && (
          <p id={fieldIds("message").error} className="field-error">
            {errors.message.message}
          </p>
        )}
      </div>
      <button type="submit" className="btn btn-primary btn-block" disabled={sending} aria-busy={sending || undefined}>
        {sending && <span className="spinner" aria-hidden="true" />}
        {sending ? "Sending" : "Send"}
      </button>
    </form>
  );
}

export default function ContactPage() {
  return (
    <div className="page">
      <title>Contact Us · Berea</title>
      <div className={`container split ${styles.layout}`}>
        <section className={styles.intro} aria-labelledby="contact-title">
          <h1 id="contact-title">Contact Us</h1>
          <p className={styles.lead}>
            We would love to hear from you. Ask a question about your account or a plan, tell us what would help you read more
            faithfully, or let us know about something that is not working as it should.
          </p>
          <ul className={styles.ways}>
            <li>
              <Church size={22} aria-hidden="true" className={styles.wayIcon} />
              <span>
                <strong>Churches and groups.</strong> Leading a church, school or small group? Tell us about it and we will
                arrange custom pricing.
              </span>
            </li>
            <li>
              <Mail size={22} aria-hidden="true" className={styles.wayIcon} />
              <span>
                <strong>Email.</strong> Prefer your own mail app? Write to <a href={`mailto:${supportEmail}`}>{supportEmail}</a>.
              </span>
            </li>
            <li>
              <MessageCircle size={22} aria-hidden="true" className={styles.wayIcon} />
              <span>
                <strong>Community.</strong> For questions about a passage, ask in a{" "}
                <QueryLink to={communityLinks.chatServer.href}>faith circle</QueryLink>: start one with the people you study with.
              </span>
            </li>
          </ul>
          <p className={styles.note}>We read every message and reply as soon as we can.</p>
        </section>
        <ContactForm />
      </div>
    </div>
  );
}

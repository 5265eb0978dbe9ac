import { CardElement, Elements, useElements, useStripe } from "@stripe/react-stripe-js";
import type { Stripe, StripeCardElementChangeEvent, StripeElementsOptions, StripeError } from "@stripe/stripe-js";
import { useId, useMemo, useState, type FormEvent } from "react";
import toast from "react-hot-toast";
import { useNavigate } from "react-router";
import { userDataSchema } from "@berea/contracts/auth";
import type { Plan, SelectedPlan } from "@berea/contracts/pricing";
import { paths } from "../../config/paths.ts";
import { ApiError } from "../../lib/api-client.ts";
import { readStored } from "../../lib/storage.ts";
import { FormField } from "../../components/form-field.tsx";
import { createSubscription } from "./api/billing.ts";
import { useSubscriptionT } from "./i18n.ts";
import { writePendingPlan } from "../../lib/pending-plan.ts";
import styles from "./subscription-page.module.css";

/**
 * Stripe's card field, wrapped in its Elements context. `stripe` is null while Stripe.js loads.
 * Elements speaks the reader's language (Stripe's `locale`: the field's placeholders and its
 * validation messages, which the form shows as Stripe words them); a switch of language on the
 * page reaches it through `elements.update`, which `<Elements>` calls when `options` change.
 */
export function CardCheckout(props: { plan: Plan; selection: SelectedPlan; stripe: Stripe | null }) {
  const { i18n } = useSubscriptionT();
  const locale = i18n.language === "es" ? "es" : "en";
  const options = useMemo<StripeElementsOptions>(() => ({ locale }), [locale]);
  return (
    <Elements stripe={props.stripe} options={options}>
      <CheckoutForm plan={props.plan} selection={props.selection} loading={props.stripe === null} />
    </Elements>
  );
}

/** Stripe's card field: 16 px text, so a phone does not zoom in on focus. */
const cardOptions = { hidePostalCode: false, style: { base: { fontSize: "16px" } } };

/** A server refusal says what is wrong in words a person reads (in the reader's language); anything else is the spec's generic message. */
const failureMessage = (error: unknown, somethingWentWrong: string) =>
  error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.message : somethingWentWrong;

/**
 * Stripe's refusals of a card, by decline code or error code, each with the page's own words for it.
 * Stripe's server words a refusal in English unless Stripe.js was made in the reader's language, and the
 * Stripe instance cannot change with the page's language switch, so the page says these itself.
 */
const declineKeys = {
  generic_decline: "card_declined",
  card_declined: "card_declined",
  do_not_honor: "card_declined",
  lost_card: "card_declined",
  stolen_card: "card_declined",
  pickup_card: "card_declined",
  insufficient_funds: "insufficient_funds",
  expired_card: "expired_card",
  incorrect_cvc: "incorrect_cvc",
  incorrect_number: "incorrect_number",
  processing_error: "processing_error",
  setup_intent_authentication_failure: "authentication_failed",
  live_mode_test_card: "live_mode_test_card",
} as const;

const isDeclineCode = (code: string | undefined): code is keyof typeof declineKeys => code !== undefined && Object.hasOwn(declineKeys, code);

/** The key of a Stripe error's words: its decline code first (the more precise), then its code; none for an error the page does not know. */
function declineKey(error: Pick<StripeError, "code" | "decline_code">): (typeof declineKeys)[keyof typeof declineKeys] | undefined {
  if (isDeclineCode(error.decline_code)) return declineKeys[error.decline_code];
  if (isDeclineCode(error.code)) return declineKeys[error.code];
  return undefined;
}

function CheckoutForm({ plan, selection, loading }: { plan: Plan; selection: SelectedPlan; loading: boolean }) {
  const stripe = useStripe();
  const elements = useElements();
  const navigate = useNavigate();
  const { t } = useSubscriptionT();
  const somethingWentWrong = t("checkout.somethingWentWrong");
  const user = readStored("userData", userDataSchema);
  const [fullName, setFullName] = useState(user?.name ?? "");
  const [email, setEmail] = useState(user?.email ?? "");
  const [busy, setBusy] = useState(false);
  const [cardReady, setCardReady] = useState(false);
  const [cardError, setCardError] = useState<string | null>(null);
  const cardLabelId = useId();
  const cardErrorId = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (!fullName.trim() || !email.trim()) {
      toast.error(t("checkout.fillAll"));
      return;
    }
    const card = elements?.getElement(CardElement);
    if (!stripe || !card) return;
    setBusy(true);
    try {
      const { clientSecret } = await createSubscription({ plan: plan.id, cycle: selection.billingCycle, fullName: fullName.trim(), email: email.trim() });
      if (!clientSecret) throw new Error("no client secret");
      const result = await stripe.confirmCardSetup(clientSecret, { payment_method: { card, billing_details: { name: fullName.trim(), email: email.trim() } } });
      if (result.error) {
        // A refusal the page knows, in the reader's language; otherwise Stripe's own message (Stripe.js's validation speaks the Elements' locale).
        const key = declineKey(result.error);
        toast.error(key ? t(`checkout.declines.${key}`) : (result.error.message ?? somethingWentWrong));
        return;
      }
      writePendingPlan({ plan: plan.id, cycle: selection.billingCycle, since: Date.now() });
      toast.success(t("checkout.started"));
      void navigate(paths.dashboard, { replace: true });
    } catch (error) {
      toast.error(failureMessage(error, somethingWentWrong));
    } finally {
      setBusy(false);
    }
  }

  const onCardChange = (event: StripeCardElementChangeEvent) => setCardError(event.error?.message ?? null);

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <FormField label={t("checkout.fullName")} autoComplete="name" value={fullName} onChange={(event) => setFullName(event.target.value)} />
      <FormField label={t("checkout.email")} type="email" autoComplete="email" value={email} onChange={(event) => setEmail(event.target.value)} />
      <div className="field">
        <span id={cardLabelId} className={styles.cardLabel}>
          {t("checkout.card")}
        </span>
        <div className={styles.card} role="group" aria-labelledby={cardLabelId} aria-describedby={cardError ? cardErrorId : undefined} aria-busy={!cardReady}>
          {loading ? (
            <p className={styles.cardLoading} role="status">
              <span className="spinner" aria-hidden="true" /> {t("checkout.cardLoading")}
            </p>
          ) : (
            <CardElement onReady={() => setCardReady(true)} onChange={onCardChange} options={cardOptions} />
          )}
        </div>
        {cardError ? (
          <p id={cardErrorId} className="field-error" role="alert">
            {cardError}
          </p>
        ) : null}
      </div>
      <button type="submit" className="btn btn-primary btn-block" disabled={busy || !stripe || !cardReady} aria-busy={busy}>
        {busy ? <span className="spinner" aria-hidden="true" /> : null}
        {t("checkout.submit")}
      </button>
      <p className={styles.fine}>{t("checkout.fine")}</p>
    </form>
  );
}

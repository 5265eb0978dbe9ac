import { useMutation } from "@tanstack/react-query";
import { Trans } from "react-i18next";
import toast from "react-hot-toast";
import { useNavigate } from "react-router";
import { userDataSchema } from "@berea/contracts/auth";
import type { BillingCycle } from "@berea/contracts/pricing";
import { QueryLink } from "../../components/query-link.tsx";
import { paths } from "../../config/paths.ts";
import { readStored } from "../../lib/storage.ts";
import { createSubscription } from "./api/billing.ts";
import { useSubscriptionT } from "./i18n.ts";

/** The Free plan needs no card: the choice is recorded and the dashboard opens. */
export function FreeChoice({ cycle }: { cycle: BillingCycle }) {
  const navigate = useNavigate();
  const { t } = useSubscriptionT();
  const user = readStored("userData", userDataSchema);
  const choose = useMutation({
    // The account's own name and email: Free has no form to fill in.
    mutationFn: () => createSubscription({ plan: "free", cycle, fullName: user?.name ?? "", email: user?.email ?? "" }),
    onSuccess: () => void navigate(paths.dashboard, { replace: true }),
    onError: (error) => toast.error(error.message),
  });
  if (!user) {
    return (
      <p>
        <Trans t={t} i18nKey="free.signedOut" components={{ signin: <QueryLink to={paths.login} /> }} />
      </p>
    );
  }
  return (
    <>
      <p>{t("free.signedIn")}</p>
      <button type="button" className="btn btn-primary btn-block" disabled={choose.isPending} aria-busy={choose.isPending} onClick={() => choose.mutate()}>
        {choose.isPending ? <span className="spinner" aria-hidden="true" /> : null}
        {t("free.continue")}
      </button>
    </>
  );
}

import { useMutation } from "@tanstack/react-query";
import toast from "react-hot-toast";
import { useNavigate } from "react-router";
import { userDataSchema } from "@berea/contracts/auth";
import type { BillingCycle } from "@berea/contracts/pricing";
import { QueryLink } from "../../components/query-link.tsx";
import { paths } from "../../config/paths.ts";
import { readStored } from "../../lib/storage.ts";
import { createSubscription } from "./api/billing.ts";

/** The Free plan needs no card: the choice is recorded and the dashboard opens. */
export function FreeChoice({ cycle }: { cycle: BillingCycle }) {
  const navigate = useNavigate();
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
        The Free plan needs no payment. <QueryLink to={paths.login}>Sign in</QueryLink> to start reading and playing quizzes.
      </p>
    );
  }
  return (
    <>
      <p>The Free plan needs no payment. You can start reading and playing quizzes from your dashboard now.</p>
      <button type="button" className="btn btn-primary btn-block" disabled={choose.isPending} aria-busy={choose.isPending} onClick={() => choose.mutate()}>
        {choose.isPending ? <span className="spinner" aria-hidden="true" /> : null}
        Continue
      </button>
    </>
  );
}

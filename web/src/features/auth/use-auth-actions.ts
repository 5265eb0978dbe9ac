import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import toast from "react-hot-toast";
import { useNavigate, useSearchParams } from "react-router";
import type { AuthReply } from "@berea/contracts/auth";
import { paths } from "../../config/paths.ts";
import { userDataQueryKey } from "../dashboard/api/get-user-data.ts";
import { signInWithCode } from "./api/sign-in.ts";
import { authErrorMessage, isSilentAuthError } from "./auth-errors.ts";

/**
 * Runs a sign-in action the way every auth screen does: previous toasts are
 * dismissed, the button shows a spinner, a failure becomes a toast, and
 * success goes to the dashboard replacing this history entry.
 */
export function useSignInAction() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<string | null>(null);

  async function run(name: string, action: () => Promise<AuthReply>): Promise<void> {
    toast.dismiss();
    setBusy(name);
    try {
      const reply = await action();
      if (reply.user) queryClient.setQueryData(userDataQueryKey, reply.user);
      await navigate(paths.dashboard, { replace: true });
    } catch (error) {
      if (!isSilentAuthError(error)) toast.error(authErrorMessage(error));
      setBusy(null);
    }
  }

  return { busy, run };
}

/**
 * When the page was opened with `?code=`, exchanges it for a session while a
 * loading view shows; on failure, 'Login Failed' and the normal form returns.
 */
export function useCodeExchange(): boolean {
  const [params, setParams] = useSearchParams();
  const code = params.get("code");
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [exchanging, setExchanging] = useState(Boolean(code));
  const started = useRef<string | null>(null);

  useEffect(() => {
    if (!code || started.current === code) return;
    started.current = code;
    setExchanging(true);
    signInWithCode(code)
      .then(async (reply) => {
        if (reply.user) queryClient.setQueryData(userDataQueryKey, reply.user);
        await navigate(paths.dashboard, { replace: true });
      })
      .catch(() => {
        toast.error("Login Failed");
        const next = new URLSearchParams(params);
        next.delete("code");
        setParams(next, { replace: true });
        setExchanging(false);
      });
  }, [code, navigate, params, queryClient, setParams]);

  return exchanging;
}

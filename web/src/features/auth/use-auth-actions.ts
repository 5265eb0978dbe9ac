import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import toast from "react-hot-toast";
import { useNavigate, useSearchParams } from "react-router";
import type { AuthReply } from "@berea/contracts/auth";
import type { SignInCodePreview } from "@berea/contracts/sign-in-code";
import { isFamilyCode } from "@berea/contracts/family";
import { paths } from "../../config/paths.ts";
import { setSignedInHint } from "../../lib/signed-in-hint.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { userDataQueryKey } from "../../lib/user-data.ts";
import { afterSignInPath } from "./after-sign-in-path.ts";
import { previewSignInLink, signInWithCode } from "./api/sign-in.ts";
import { isSilentAuthError, useAuthErrorMessage } from "./auth-errors.ts";
import { useAuthT } from "./i18n.ts";

/** What the app adds to a sign-in or sign-up page from other features (a Family invite, app/routes/). */
export interface SignInPageProps {
  /** Shown above the form: what the page was opened for. */
  notice?: ReactNode;
  /** Runs after a sign-in, before leaving the page; true when it changed the profile, which is then read again. */
  afterSignIn?: () => Promise<boolean>;
  /** Where a sign-in goes instead of the dashboard or `next` (a Family invite: its join step). */
  destination?: string | undefined;
}

/**
 * Runs a sign-in action the way every auth screen does: previous toasts are
 * dismissed, the button shows a spinner, a failure becomes a toast, and
 * success goes to the dashboard (or the `next` page) replacing this history entry.
 * `afterSignIn` (a Family invite the page was opened with) runs first.
 */
export function useSignInAction(afterSignIn?: () => Promise<boolean>, destinationOverride?: string) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<string | null>(null);
  const [params] = useSearchParams();
  const destination = destinationOverride ?? afterSignInPath(params.get("next"));
  const authErrorMessage = useAuthErrorMessage();

  async function run(name: string, action: () => Promise<AuthReply>): Promise<void> {
    toast.dismiss();
    setBusy(name);
    try {
      const reply = await action();
      setSignedInHint(true);
      if (reply.user) queryClient.setQueryData(userDataQueryKey, reply.user);
      // Joining a family, say, changes the plan the dashboard shows: read it again.
      if (afterSignIn && (await afterSignIn())) await queryClient.invalidateQueries({ queryKey: userDataQueryKey });
      await navigate(destination, { replace: true });
    } catch (error) {
      if (!isSilentAuthError(error)) toast.error(authErrorMessage(error));
      setBusy(null);
    }
  }

  return { busy, run };
}

/** Where a `/login?code=` sign-in link is: looked up, waiting for the person's answer, or signing in. */
export type CodeExchange =
  | { step: "none" }
  | { step: "checking" }
  | { step: "confirm"; preview: SignInCodePreview; confirm: () => void; cancel: () => void }
  | { step: "signing-in" };

/**
 * When the page was opened with `?code=`, asks the server whose account the
 * link opens and shows it with who is signed in here now, and redeems the
 * code only once the person says so (login CSRF: a link someone else made
 * would otherwise sign them into the sender's account unawares). A link to
 * the account already signed in here goes straight to the dashboard. On
 * failure, 'Login Failed' and the normal form returns. A Family invite code
 * (`FAM-…`) is not a sign-in code: the form stays, and the invite is
 * redeemed after signing in (`afterSignIn`).
 */
export function useCodeExchange(): CodeExchange {
  const hydrated = useHydrated();
  const [params, setParams] = useSearchParams();
  const given = params.get("code");
  const code = isFamilyCode(given) ? null : given;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [state, setState] = useState<{ step: "checking" } | { step: "confirm"; preview: SignInCodePreview } | { step: "signing-in" } | null>(code ? { step: "checking" } : null);
  const started = useRef<string | null>(null);
  const { t } = useAuthT();

  const dropCode = useCallback(() => {
    const next = new URLSearchParams(params);
    next.delete("code");
    setParams(next, { replace: true });
    setState(null);
  }, [params, setParams]);

  const failed = useCallback(() => {
    toast.error(t("link.failed"));
    dropCode();
  }, [dropCode, t]);

  useEffect(() => {
    if (!code || started.current === code) return;
    started.current = code;
    setState({ step: "checking" });
    previewSignInLink(code)
      .then(async (preview) => {
        if (preview.sameAccount) {
          await navigate(paths.dashboard, { replace: true });
          return;
        }
        setState({ step: "confirm", preview });
      })
      .catch(failed);
  }, [code, failed, navigate]);

  // The prerendered sign-in page hydrates as the form, then shows the link's steps.
  if (!state || !hydrated || !code) return { step: "none" };
  if (state.step !== "confirm") return state;
  const switching = state.preview.signedInAs !== null;
  return {
    step: "confirm",
    preview: state.preview,
    cancel: dropCode,
    confirm: () => {
      setState({ step: "signing-in" });
      signInWithCode(code)
        .then(async (reply) => {
          // Nothing of the account signed in before may show in the one signed in now.
          if (switching) queryClient.clear();
          setSignedInHint(true);
          if (reply.user) queryClient.setQueryData(userDataQueryKey, reply.user);
          await navigate(paths.dashboard, { replace: true });
        })
        .catch(failed);
    },
  };
}

import type { rootEndpoints } from "@berea/contracts/api";
import { listPlans } from "../../plans/plans.ts";
import type { ApiDeps } from "../deps.ts";
import type { AreaHandlers } from "../mount.ts";
import type { AccountHandlers } from "./accounts.ts";

/**
 * `POST /api/`: the spec's subject-dispatched contract, and `POST /api/auth/callback`.
 * getPricing is the pricing page's only call and often a visitor's first, so
 * it answers without the sign-in and profile handlers (accounts.ts), which
 * load with the first call that needs them.
 */
export function rootHandlers(deps: ApiDeps): AreaHandlers<typeof rootEndpoints> {
  let loaded: Promise<AccountHandlers> | undefined;
  const accounts = () => (loaded ??= import("./accounts.ts").then(({ accountHandlers }) => accountHandlers(deps)));
  return {
    login: async (request, context) => (await accounts()).login(request, context),
    register: async (request, context) => (await accounts()).register(request, context),
    logout: async (request, context) => (await accounts()).logout(request, context),
    async getPricing() {
      return { plans: await listPlans(deps.store) };
    },
    getUserData: async (request, context) => (await accounts()).getUserData(request, context),
    createSignInLink: async (request, context) => (await accounts()).createSignInLink(request, context),
    emailVerification: async (request, context) => (await accounts()).emailVerification(request, context),
    registerCode: async (request, context) => (await accounts()).registerCode(request, context),
    previewSignInCode: async (request, context) => (await accounts()).previewSignInCode(request, context),
  };
}

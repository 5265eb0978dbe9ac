import type { z } from "zod";
import {
  createSignInLinkRequestSchema,
  getUserDataRequestSchema,
  loginRequestSchema,
  logoutRequestSchema,
  registerRequestSchema,
} from "./auth.ts";
import { getPricingRequestSchema } from "./pricing.ts";

/**
 * `POST /api/` dispatches on `subject`, the spec's compatible contract.
 * Each subject's body has its own schema; this list is the table of them.
 */
export const rootSubjects = ["login", "register", "logout", "getPricing", "getUserData", "createSignInLink"] as const;
export type RootSubject = (typeof rootSubjects)[number];

export const rootRequestSchemas = {
  login: loginRequestSchema,
  register: registerRequestSchema,
  logout: logoutRequestSchema,
  getPricing: getPricingRequestSchema,
  getUserData: getUserDataRequestSchema,
  createSignInLink: createSignInLinkRequestSchema,
} satisfies Record<RootSubject, z.ZodType>;

export type RootRequest<S extends RootSubject> = z.input<(typeof rootRequestSchemas)[S]>;

import { z } from "zod";
import { endpoint } from "./endpoint.ts";
import { languageSchema } from "./language.ts";

/**
 * `getUserData`: the signed-in user's own profile, on its own so that a page
 * that only needs the reader's plan (the library, its PDFs) does not build
 * the sign-in and sign-up forms' schemas too. auth.ts re-exports these and
 * api.ts puts the endpoint in its table.
 */

export const paymentPlanSchema = z.union([z.literal(0), z.literal(1), z.literal(2)]);
export type PaymentPlan = z.infer<typeof paymentPlanSchema>;

export const getUserDataRequestSchema = z.object({ subject: z.literal("getUserData") });

/** What `getUserData` answers with: the signed-in user's own profile. */
export const userDataSchema = z.object({
  uid: z.string(),
  name: z.string(),
  email: z.string(),
  paymentPlan: paymentPlanSchema,
  referralCode: z.string(),
  referredBy: z.string().nullable(),
  createdAt: z.string(),
  /** Whether the email address is confirmed (sharing prayers, Family invites and referrals wait for it); absent where the server did not look. */
  emailVerified: z.boolean().optional(),
  /** The language the user chose (contracts/src/language.ts); absent or null before they choose. A device with no choice of its own follows it. */
  language: languageSchema.nullable().optional(),
});
export type UserData = z.infer<typeof userDataSchema>;

/** The caller's own profile with its effective plan, made on first call after a sign-in elsewhere. */
export const getUserDataEndpoint = endpoint({
  method: "POST",
  path: "/",
  subject: "getUserData",
  request: getUserDataRequestSchema,
  reply: userDataSchema,
  access: "signed-in",
  errors: [],
});

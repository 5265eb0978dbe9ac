import { z } from "zod";
import { timeZoneSchema } from "./time-zone.ts";
import { userDataSchema } from "./user-data.ts";

export { getUserDataRequestSchema, paymentPlanSchema, userDataSchema, type PaymentPlan, type UserData } from "./user-data.ts";

/** Sign-in form, validated as the user types (spec section 5). */
export const signInFormSchema = z.object({
  email: z.string().trim().min(1, "Email is required").pipe(z.email("Enter a valid email")),
  password: z.string().min(1, "Password is required").min(6, "Password must be at least 6 characters"),
});
export type SignInForm = z.infer<typeof signInFormSchema>;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;

const strongPassword = /^(?=.*[A-Za-z])(?=.*\d)(?=.*[^A-Za-z\d]).{8,}$/;

/** Referral codes are 8 characters from an alphabet without look-alikes. */
export const referralCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-HJ-NP-Z2-9]{8}$/, "That referral code does not look right. It has 8 letters and numbers.");

const optionalReferral = z
  .string()
  .trim()
  .transform((value) => (value === "" ? undefined : value))
  .pipe(referralCodeSchema.optional())
  .optional();

/** A new password: the sign-up form's rule (also the account page's). */
export const strongPasswordSchema = z
  .string()
  .min(1, "Password is required")
  .max(128, "Password must be at most 128 characters")
  .regex(strongPassword, "Must be 8+ chars, include letter, number & special char");

/** Sign-up form (spec section 5); the same schema the API parses. */
export const signUpFormSchema = z
  .object({
    name: z.string().trim().min(1, "Name is required").max(80, "Name must be at most 80 characters"),
    email: z.string().trim().min(1, "Email is required").pipe(z.email("Invalid email")),
    password: strongPasswordSchema,
    repeatPassword: z.string().min(1, "Confirm your password"),
    referral: optionalReferral,
  })
  .refine((form) => form.password === form.repeatPassword, {
    message: "Passwords must match",
    path: ["repeatPassword"],
    // Check the match as soon as both passwords are typed, even while another field is still wrong.
    when: ({ value }) => isRecord(value) && typeof value.password === "string" && typeof value.repeatPassword === "string" && value.repeatPassword !== "",
  });
export type SignUpForm = z.input<typeof signUpFormSchema>;

export const passwordResetFormSchema = z.object({
  email: z.string().trim().min(1, "Email is required").pipe(z.email("Enter a valid email")),
});
export type PasswordResetForm = z.infer<typeof passwordResetFormSchema>;

/**
 * `login`: the browser signs in with Firebase Auth (password or Google) and
 * sends the fresh ID token; the API creates the profile on first sign-in and
 * sets the session cookie `t`. `referral` and `name` are used only when the
 * profile is created (Google sign-up from /register).
 */
export const loginRequestSchema = z.object({
  subject: z.literal("login"),
  idToken: z.string().min(1, "idToken is required").max(8192, "idToken is too long"),
  referral: optionalReferral,
  name: z.string().trim().max(80, "Name must be at most 80 characters").optional(),
  /** The browser's time zone: kept as the account's own when it has none yet (at sign-up); never changes one it has. */
  timeZone: timeZoneSchema.optional(),
});

/** `register`: creates the Firebase account and the profile; the browser then signs in. */
export const registerRequestSchema = signUpFormSchema.safeExtend({ subject: z.literal("register") });

/** `registerCode` on /auth/callback: a one-time sign-in code from a link, exchanged for a custom token. */
export const registerCodeRequestSchema = z.object({
  subject: z.literal("registerCode"),
  code: z.string().trim().min(1, "code is required").max(128, "code is too long"),
});

export const logoutRequestSchema = z.object({ subject: z.literal("logout") });
export const createSignInLinkRequestSchema = z.object({ subject: z.literal("createSignInLink") });

/** `emailVerification`: whether the caller's email is confirmed, and if not, what the browser needs to send the link. */
export const emailVerificationRequestSchema = z.object({ subject: z.literal("emailVerification") });
export const emailVerificationReplySchema = z.object({
  emailVerified: z.boolean(),
  /** While unconfirmed: a Firebase custom token for the session's own user; the browser signs in with it and asks Firebase Auth to email the link. */
  token: z.string().optional(),
});
export type EmailVerificationReply = z.infer<typeof emailVerificationReplySchema>;

export const authReplySchema = z.object({
  message: z.string(),
  /** A Firebase custom token, present only where the browser must sign in with it (code exchange). */
  token: z.string().optional(),
  user: userDataSchema.optional(),
});
export type AuthReply = z.infer<typeof authReplySchema>;

/** A one-time sign-in link for another device: a path on this site, valid until `expiresAt`. */
export const signInLinkSchema = z.object({ path: z.string(), expiresAt: z.string() });
export type SignInLink = z.infer<typeof signInLinkSchema>;

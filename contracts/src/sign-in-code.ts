import { z } from "zod";

/**
 * Before a one-time sign-in link (`/login?code=`) signs a browser in, the
 * page shows whose account it opens and asks (login CSRF: a link someone
 * else made would otherwise sign the person into the sender's account
 * unawares, and what they then write would be the sender's to read).
 */

/** `previewSignInCode` on /auth/callback: whose account a code opens, without using it up. */
export const previewSignInCodeRequestSchema = z.object({
  subject: z.literal("previewSignInCode"),
  code: z.string().trim().min(1, "code is required").max(128, "code is too long"),
});

/** An account as the confirm screen names it: the name, and the email with most of its local part hidden. */
export const accountHintSchema = z.object({ name: z.string(), email: z.string() });
export type AccountHint = z.infer<typeof accountHintSchema>;

export const signInCodePreviewSchema = z.object({
  /** The account the link signs into. */
  account: accountHintSchema,
  /** Who this browser is signed in as now (its session cookie), or null. */
  signedInAs: accountHintSchema.nullable(),
  /** The browser is already signed in to the link's own account. */
  sameAccount: z.boolean(),
  expiresAt: z.string(),
});
export type SignInCodePreview = z.infer<typeof signInCodePreviewSchema>;

/** `m•••@example.com`: enough for its owner to recognise, little for anyone else. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at <= 0) return email ? `${email.slice(0, 1)}•••` : "";
  return `${email.slice(0, 1)}•••${email.slice(at)}`;
}

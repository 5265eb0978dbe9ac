import { z } from "zod";
import { strongPasswordSchema } from "./auth.ts";
import { endpoint } from "./endpoint.ts";
import { languageSchema } from "./language.ts";
import { messageReplySchema } from "./message-reply.ts";

/**
 * The user owns their account (`/account`): what Berea holds about them, and
 * the three things they can do with it: edit their profile (name, email,
 * password), download everything stored about them as one JSON file, and
 * delete the account with all of it.
 *
 * Changing the email or the password, and deleting the account, need a
 * fresh sign-in: the browser signs in again with the current password (or
 * Google) and sends that ID token, which the server checks is the caller's
 * and at most five minutes old.
 */

/** A Firebase ID token from a sign-in made just now (at most 5 minutes ago) by the same account. */
export const freshSignInSchema = z
  .string({ error: "Confirm with your password first." })
  .min(1, "Confirm with your password first.")
  .max(8192, "The confirmation is too long.");

export const accountNameSchema = z.string({ error: "Name must be text." }).trim().min(1, "Name is required").max(80, "Name must be at most 80 characters");
export const accountEmailSchema = z.string({ error: "Email must be text." }).trim().min(1, "Email is required").max(254, "Email must be at most 254 characters").pipe(z.email("Enter a valid email"));

/** `POST /api/account/get`: the caller's account as the account page shows it. */
export const accountGetRequestSchema = z.object({});

export const accountViewSchema = z.object({
  name: z.string(),
  email: z.string(),
  /** Whether the account's email is confirmed (false after a change, until the link in the new inbox is opened). */
  emailVerified: z.boolean(),
  createdAt: z.string(),
  /**
   * The owner of the Family plan this user was in deleted their account: the
   * plan stays until this time (the end of the paid period), then ends.
   */
  familyEndsAt: z.string().nullable(),
  /** The language the user chose for Berea (the header's or the account page's switch), or null before they choose. */
  language: languageSchema.nullable(),
});
export type AccountView = z.infer<typeof accountViewSchema>;

/**
 * `POST /api/account/profile`: change any of name, email, password and language. Email
 * and password need `idToken`, a fresh sign-in. A changed email is marked
 * unconfirmed until the link sent to it is opened; a changed email or
 * password ends every session, so the browser signs in again with them.
 */
export const accountProfileRequestSchema = z
  .object({
    name: accountNameSchema.optional(),
    email: accountEmailSchema.optional(),
    newPassword: strongPasswordSchema.optional(),
    /** The interface's language, kept so the user's other devices start in it (needs no fresh sign-in). */
    language: languageSchema.optional(),
    idToken: freshSignInSchema.optional(),
  })
  .refine((body) => body.name !== undefined || body.email !== undefined || body.newPassword !== undefined || body.language !== undefined, {
    message: "Change your name, email or password first.",
  })
  .refine((body) => (body.email === undefined && body.newPassword === undefined) || body.idToken !== undefined, {
    message: "Confirm with your current password to change your email or password.",
    path: ["idToken"],
  });
export type AccountProfileRequest = z.input<typeof accountProfileRequestSchema>;

export const accountProfileReplySchema = z.object({
  message: z.string(),
  account: accountViewSchema,
  /** The email or password changed: every session ended, so the browser signs in again (with the new ones). */
  signInAgain: z.boolean(),
});
export type AccountProfileReply = z.infer<typeof accountProfileReplySchema>;

/** `GET /api/account/export`: everything stored about the caller, one JSON file (a GET, like the PDFs: the browser saves what it reads). */
export const accountExportRequestSchema = z.object({});

/** The download's contents (the file the export answers with). */
export const accountExportSchema = z.object({
  exportedAt: z.string(),
  uid: z.string(),
  /** Collection path → the caller's documents in it (id and fields, as stored). */
  collections: z.record(z.string(), z.array(z.object({ id: z.string(), path: z.string(), data: z.record(z.string(), z.unknown()) }))),
  /** The sign-in account (Firebase Auth): email, whether confirmed, how one signs in. */
  signIn: z.object({ email: z.string().nullable(), emailVerified: z.boolean(), providers: z.array(z.string()), createdAt: z.string().nullable(), lastSignInAt: z.string().nullable() }),
});
export type AccountExport = z.infer<typeof accountExportSchema>;

/** `POST /api/account/delete`: deletes the account and everything it owns, after a fresh sign-in. */
export const accountDeleteRequestSchema = z.object({ idToken: freshSignInSchema });
export type AccountDeleteRequest = z.input<typeof accountDeleteRequestSchema>;

/** What deleted circle messages are signed with, in place of the sender's name. */
export const deletedAccountName = "Deleted account";

export const accountEndpoints = {
  /** The caller's name, email (and whether it is confirmed) and any Family plan ending. */
  get: endpoint({ method: "POST", path: "/account/get", request: accountGetRequestSchema, reply: accountViewSchema, access: "signed-in", errors: [] }),
  /** Edit name, email (re-confirmed), password, language. */
  profile: endpoint({
    method: "POST",
    path: "/account/profile",
    request: accountProfileRequestSchema,
    reply: accountProfileReplySchema,
    access: "signed-in",
    errors: ["permission-denied", "already-exists"],
  }),
  /** Download my data: one JSON file. */
  export: endpoint({ method: "GET", path: "/account/export", request: accountExportRequestSchema, reply: { file: "application/json" }, access: "signed-in", errors: [] }),
  /** Delete my account, confirmed with a fresh sign-in. */
  delete: endpoint({ method: "POST", path: "/account/delete", request: accountDeleteRequestSchema, reply: messageReplySchema, access: "signed-in", errors: ["permission-denied"] }),
};

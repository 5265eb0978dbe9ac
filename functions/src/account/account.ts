import type { AccountExport, AccountProfileReply, AccountView } from "@berea/contracts/account";
import type { Language } from "@berea/contracts/language";
import type { Auth, UserRecord } from "firebase-admin/auth";
import { FirebaseAuthError } from "firebase-admin/auth";
import type Stripe from "stripe";
import type { Billing } from "../billing/billing-settings.ts";
import { recordFromSubscription } from "../billing/subscriptions.ts";
import { families } from "../family/family.ts";
import { AppError } from "../lib/app-error.ts";
import { msg, type ServerMessage } from "../lib/messages/message.ts";
import { logger } from "../lib/logger.ts";
import type { Store } from "../store/port.ts";
import { getProfile, users, type UserProfile } from "../users/users-collection.ts";
import { accountDataRules, type AccountScope, type FoundDocument } from "./account-data.ts";

/**
 * The account page's domain: the account as its owner sees it, editing the
 * profile, "Download my data" and "Delete my account". Which documents are
 * the user's, and what deleting does to each collection, is account-data.ts.
 * The API edge checks the fresh sign-in that email, password and deletion
 * need before calling these.
 */
export interface AccountDeps {
  store: Store;
  auth: Auth;
  now: () => Date;
  billing?: Billing | null | undefined;
}

const signInAgain = () => new AppError("unauthenticated", msg("account.signInAgain"));

async function requireProfile(store: Store, uid: string): Promise<UserProfile> {
  const profile = await getProfile(store, uid);
  if (!profile) throw signInAgain();
  return profile;
}

async function authUser(auth: Auth, uid: string): Promise<UserRecord> {
  try {
    return await auth.getUser(uid);
  } catch (error) {
    if (error instanceof FirebaseAuthError && error.code === "auth/user-not-found") throw signInAgain();
    throw error;
  }
}

function viewOf(profile: UserProfile, user: UserRecord): AccountView {
  return { name: profile.name, email: profile.email, emailVerified: user.emailVerified, createdAt: profile.createdAt, familyEndsAt: profile.familyEndsAt, language: profile.language };
}

/** `POST /api/account/get` (1 read, 1 Auth lookup): whether the email is confirmed is Auth's word, read now. */
export async function accountView({ store, auth }: AccountDeps, uid: string): Promise<AccountView> {
  const [profile, user] = await Promise.all([requireProfile(store, uid), authUser(auth, uid)]);
  return viewOf(profile, user);
}

export interface ProfileChange {
  name?: string | undefined;
  email?: string | undefined;
  newPassword?: string | undefined;
  language?: Language | undefined;
}

/**
 * `POST /api/account/profile`: name, email, password, in Auth and on the
 * profile, and the interface language, on the profile only. A new email is unconfirmed (`emailVerified: false`) until the link
 * the browser has Auth send to it is opened; a new email or password ends
 * every session (the browser signs in again with them). Email and password need a
 * fresh sign-in, which the API edge has checked.
 */
export async function updateProfile({ store, auth }: AccountDeps, uid: string, change: ProfileChange): Promise<Omit<AccountProfileReply, "message"> & { message: ServerMessage }> {
  const profile = await requireProfile(store, uid);
  const emailChanged = change.email !== undefined && change.email.toLowerCase() !== profile.email.toLowerCase();
  const authChanged = change.name !== undefined || emailChanged || change.newPassword !== undefined;
  try {
    // A change of language alone is the profile's, not the sign-in account's.
    if (authChanged) {
      await auth.updateUser(uid, {
        ...(change.name !== undefined ? { displayName: change.name } : {}),
        ...(emailChanged ? { email: change.email, emailVerified: false } : {}),
        ...(change.newPassword !== undefined ? { password: change.newPassword } : {}),
      });
    }
  } catch (error) {
    if (error instanceof FirebaseAuthError) {
      if (error.code === "auth/email-already-exists") throw new AppError("already-exists", msg("account.emailTaken"), { email: msg("account.emailTaken") });
      if (error.code === "auth/invalid-email") throw new AppError("invalid-argument", msg("account.enterValidEmail"), { email: msg("account.enterValidEmail") });
      if (error.code === "auth/invalid-password") {
        throw new AppError("invalid-argument", msg("auth.weakPassword"), { newPassword: msg("auth.weakPassword") });
      }
    }
    throw error;
  }
  const languageChanged = change.language !== undefined && change.language !== profile.language;
  const fields = {
    ...(change.name !== undefined ? { name: change.name } : {}),
    ...(emailChanged && change.email ? { email: change.email } : {}),
    ...(languageChanged && change.language ? { language: change.language } : {}),
  };
  if (Object.keys(fields).length > 0) await store.update(users.name, uid, fields);
  const passwordChanged = change.newPassword !== undefined;
  // A new email or password ends the sessions made with the old one (Auth may already have; this makes sure): the browser signs in again with them.
  if (passwordChanged || emailChanged) await auth.revokeRefreshTokens(uid);
  const saved: SavedField[] = [...(change.name !== undefined ? ["name" as const] : []), ...(emailChanged ? ["email" as const] : []), ...(passwordChanged ? ["password" as const] : []), ...(languageChanged ? ["language" as const] : [])];
  const what = { en: listOf(saved.map((field) => savedWords[field].en), "and"), es: listOf(saved.map((field) => savedWords[field].es), "y") };
  const one = saved.length === 1;
  const message =
    saved.length === 0
      ? msg("said.nothingChanged")
      : emailChanged
        ? msg(one ? "said.oneSavedConfirmEmail" : "said.severalSavedConfirmEmail", { what })
        : msg(one ? "said.oneSaved" : "said.severalSaved", { what });
  return { message, account: viewOf({ ...profile, ...fields }, await authUser(auth, uid)), signInAgain: passwordChanged || emailChanged };
}

type SavedField = "name" | "email" | "password" | "language";
/** What a profile change saved, as each language names it in "Your … is saved." */
const savedWords: Record<SavedField, Record<Language, string>> = {
  name: { en: "name", es: "tu nombre" },
  email: { en: "email", es: "tu correo" },
  password: { en: "password", es: "tu contraseña" },
  language: { en: "language", es: "tu idioma" },
};
/** "a", "a and b", "a, b and c" ("y" in Spanish). */
const listOf = (words: string[], and: string): string => (words.length <= 1 ? words.join("") : `${words.slice(0, -1).join(", ")} ${and} ${words.at(-1) ?? ""}`);

/** The user's documents, collection by collection, as the rules find them. */
async function collectionsOf(scope: AccountScope): Promise<Record<string, FoundDocument[]>> {
  const entries = await Promise.all(Object.entries(accountDataRules).map(async ([path, rule]) => [path, await rule.find(scope)] as const));
  return Object.fromEntries(entries.filter(([, docs]) => docs.length > 0));
}

/** `POST /api/account/export`: everything stored about the user, as one JSON document. */
export async function exportAccountData({ store, auth, now }: AccountDeps, uid: string): Promise<AccountExport> {
  const at = now();
  const [profile, user] = await Promise.all([requireProfile(store, uid), authUser(auth, uid)]);
  const collections = await collectionsOf({ store, uid, profile, now: at, familyEndsAt: null });
  return {
    exportedAt: at.toISOString(),
    uid,
    collections,
    signIn: {
      email: user.email ?? null,
      emailVerified: user.emailVerified,
      providers: user.providerData.map((provider) => provider.providerId),
      createdAt: user.metadata.creationTime ? new Date(user.metadata.creationTime).toISOString() : null,
      lastSignInAt: user.metadata.lastSignInTime ? new Date(user.metadata.lastSignInTime).toISOString() : null,
    },
  };
}

const liveStatuses: readonly string[] = ["trialing", "active", "past_due", "incomplete", "unpaid"];

/**
 * Ends the user's Stripe subscription before anything is deleted (a failure
 * here stops the deletion with nothing lost). A Family plan with members is
 * cancelled at the end of the paid period, which its members keep (the
 * answer is that time); any other ends now, so nothing more is charged.
 */
async function endSubscription(deps: AccountDeps, profile: UserProfile): Promise<string | null> {
  const record = profile.billing;
  if (!record?.subscriptionId || !record.status || !liveStatuses.includes(record.status)) return null;
  if (!deps.billing) throw new AppError("unavailable", msg("account.cannotCancelSubscription"));
  const { stripe } = deps.billing;
  const family = record.plan === "family" ? await families.get(deps.store, profile.uid) : null;
  if (family && family.memberUids.length > 0) {
    const subscription: Stripe.Subscription = await stripe.subscriptions.update(record.subscriptionId, { cancel_at_period_end: true });
    return recordFromSubscription(deps.billing, subscription, record, deps.now().getTime()).currentPeriodEnd;
  }
  await stripe.subscriptions.cancel(record.subscriptionId);
  return null;
}

/**
 * `POST /api/account/delete` (after the API edge checked a fresh sign-in of
 * this user): ends the subscription, ends every session, then applies every
 * collection's rule (account-data.ts) and deletes the Auth user last, so a
 * deletion cut short can be asked for again by signing in.
 */
export async function deleteAccount(deps: AccountDeps, uid: string): Promise<{ message: ServerMessage }> {
  const { store, auth } = deps;
  const profile = await getProfile(store, uid);
  const familyEndsAt = profile ? await endSubscription(deps, profile) : null;
  await auth.revokeRefreshTokens(uid);
  const scope: AccountScope = { store, uid, profile, now: deps.now(), familyEndsAt };
  for (const [path, rule] of Object.entries(accountDataRules)) {
    try {
      await rule.erase(scope);
    } catch (error) {
      logger.error("account deletion stopped", { collection: path, error });
      throw new AppError("unavailable", msg("account.notDeletedCompletely"));
    }
  }
  await auth.deleteUser(uid).catch((error: unknown) => {
    if (!(error instanceof FirebaseAuthError && error.code === "auth/user-not-found")) throw error;
  });
  return { message: msg("said.accountDeleted") };
}

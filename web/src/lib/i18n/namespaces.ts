import type account from "./locales/en/account.json";
import type articles from "./locales/en/articles.json";
import type bible from "./locales/en/bible.json";
import type auth from "./locales/en/auth.json";
import type challenges from "./locales/en/challenges.json";
import type circleEvents from "./locales/en/circleEvents.json";
import type circles from "./locales/en/circles.json";
import type common from "./locales/en/common.json";
import type contact from "./locales/en/contact.json";
import type dashboard from "./locales/en/dashboard.json";
import type devotionals from "./locales/en/devotionals.json";
import type family from "./locales/en/family.json";
import type familyInvite from "./locales/en/familyInvite.json";
import type games from "./locales/en/games.json";
import type learn from "./locales/en/learn.json";
import type library from "./locales/en/library.json";
import type memory from "./locales/en/memory.json";
import type notes from "./locales/en/notes.json";
import type pendingPlan from "./locales/en/pendingPlan.json";
import type prayer from "./locales/en/prayer.json";
import type pricing from "./locales/en/pricing.json";
import type quiz from "./locales/en/quiz.json";
import type readingPlans from "./locales/en/readingPlans.json";
import type subscription from "./locales/en/subscription.json";
import type referrals from "./locales/en/referrals.json";
import type timeZone from "./locales/en/timeZone.json";

/**
 * The namespaces, one per translated feature (and `common` for the shared
 * components): the English file of each is its type, so a key missing from
 * it, or a misspelt one, does not compile. Add a namespace here and in
 * `locales/en` and `locales/es` together (i18n-keys.test.ts checks both).
 */
export interface Resources {
  common: typeof common;
  contact: typeof contact;
  account: typeof account;
  articles: typeof articles;
  bible: typeof bible;
  auth: typeof auth;
  challenges: typeof challenges;
  circleEvents: typeof circleEvents;
  circles: typeof circles;
  dashboard: typeof dashboard;
  devotionals: typeof devotionals;
  family: typeof family;
  familyInvite: typeof familyInvite;
  games: typeof games;
  learn: typeof learn;
  library: typeof library;
  memory: typeof memory;
  notes: typeof notes;
  pendingPlan: typeof pendingPlan;
  prayer: typeof prayer;
  pricing: typeof pricing;
  quiz: typeof quiz;
  readingPlans: typeof readingPlans;
  subscription: typeof subscription;
  referrals: typeof referrals;
  timeZone: typeof timeZone;
}

export type Namespace = keyof Resources;

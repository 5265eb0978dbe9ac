/** Every route of the app in one place (spec section 2). */
export const paths = {
  home: "/",
  bible: "/Bible",
  bibleSearch: "/Bible/search",
  verse: "/verse",
  quiz: "/quiz",
  games: "/games",
  books: "/Books",
  articles: "/Articles",
  devotionals: "/Devotionals",
  learn: "/learn",
  studyGuides: "/bl",
  plans: "/Plans",
  login: "/login",
  register: "/register",
  passwordReset: "/password-reset",
  about: "/about",
  contact: "/contact-us",
  contactAlias: "/contact",
  careers: "/careers",
  wave: "/wave",
  terms: "/tos/",
  privacy: "/privacy/",
  dashboard: "/dashboard",
  subscription: "/subscription",
  billing: "/billing",
  account: "/account",
  family: "/family",
  notes: "/notes",
  circleEvents: "/c",
  circles: "/chat",
  prayer: "/prayer",
  memory: "/memory",
  challenges: "/challenges",
  pricingAnchor: "/#pricing",
} as const;

/** Community links shown in the header menu and footer. */
export const communityLinks = {
  chatServer: { label: "Faith circles", href: "/chat" },
  prayerWall: { label: "Prayer wall", href: "/prayer" },
  social: { label: "Berea on social", href: "/about#community" },
} as const;

/** "/Plans/<userPlanId>": one followed reading plan. */
export const planPath = (userPlanId: string): string => `${paths.plans}/${encodeURIComponent(userPlanId)}`;

/** `/memory?add=John%203%3A16&translation=kjv`: scripture memory with the add form filled in with a reference. */
export const memorizePath = (reference: string, translation?: string): string =>
  `${paths.memory}?${new URLSearchParams({ add: reference, ...(translation ? { translation } : {}) }).toString()}`;

/** "/challenges/<runId>": one challenge run the reader joined, with its members' progress. */
export const challengeRunPath = (runId: string): string => `${paths.challenges}/${encodeURIComponent(runId)}`;

/** `/login?next=…`: sign in, then come back to `path` (a page that needs an account, visited signed out). */
export const signInThenPath = (path: string): string => `${paths.login}?next=${encodeURIComponent(path)}`;

export const supportEmail = "support@berea.app";

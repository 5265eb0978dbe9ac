/** Every route of the app in one place (spec section 2). */
export const paths = {
  home: "/",
  bible: "/Bible",
  bibleSearch: "/Bible/search",
  verse: "/verse",
  quiz: "/quiz",
  books: "/Books",
  articles: "/Articles",
  devotionals: "/Devotionals",
  plans: "/Plans",
  login: "/login",
  register: "/register",
  passwordReset: "/password-reset",
  about: "/about",
  contact: "/contact-us",
  contactAlias: "/contact",
  careers: "/careers",
  terms: "/tos/",
  privacy: "/privacy/",
  dashboard: "/dashboard",
  subscription: "/subscription",
  billing: "/billing",
  family: "/family",
  circles: "/chat",
  pricingAnchor: "/#pricing",
} as const;

/** Community links shown in the header menu and footer. */
export const communityLinks = {
  chatServer: { label: "Faith circles", href: "/chat" },
  social: { label: "Berea on social", href: "/about#community" },
} as const;

export const supportEmail = "support@berea.app";

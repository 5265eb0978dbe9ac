import type { ApiAreaModules } from "./mount.ts";

/**
 * Where each area's contracts and handlers live, imported on the area's first
 * call (mount.ts): in the deploy bundle each is a chunk of its own, so a cold
 * start loads the schemas, the domain code and the libraries of the area it
 * serves and nothing else. The areas are contracts/src/endpoints.ts's.
 */
export const apiAreaModules: ApiAreaModules = {
  root: async () => {
    const [{ rootEndpoints }, { rootHandlers }] = await Promise.all([import("@berea/contracts/api"), import("./routes/root.ts")]);
    return { endpoints: rootEndpoints, handlers: rootHandlers };
  },
  contact: async () => {
    const [{ contactEndpoints }, { contactHandlers }] = await Promise.all([import("@berea/contracts/contact"), import("./routes/contact.ts")]);
    return { endpoints: contactEndpoints, handlers: contactHandlers };
  },
  dashboard: async () => {
    const [{ dashboardEndpoints }, { dashboardHandlers }] = await Promise.all([import("@berea/contracts/dashboard"), import("./routes/dashboard.ts")]);
    return { endpoints: dashboardEndpoints, handlers: dashboardHandlers };
  },
  quiz: async () => {
    const [{ quizEndpoints }, { quizHandlers }] = await Promise.all([import("@berea/contracts/quiz"), import("./routes/quiz.ts")]);
    return { endpoints: quizEndpoints, handlers: quizHandlers };
  },
  questionFlags: async () => {
    const [{ questionFlagEndpoints }, { questionFlagHandlers }] = await Promise.all([import("@berea/contracts/question-flags"), import("./routes/question-flags.ts")]);
    return { endpoints: questionFlagEndpoints, handlers: questionFlagHandlers };
  },
  bible: async () => {
    const [{ bibleEndpoints }, { bibleHandlers }] = await Promise.all([import("@berea/contracts/bible"), import("./routes/bible.ts")]);
    return { endpoints: bibleEndpoints, handlers: bibleHandlers };
  },
  billing: async () => {
    const [{ billingEndpoints }, { billingHandlers }] = await Promise.all([import("@berea/contracts/billing"), import("./routes/billing.ts")]);
    return { endpoints: billingEndpoints, handlers: billingHandlers };
  },
  devotionals: async () => {
    const [{ devotionalEndpoints }, { devotionalHandlers }] = await Promise.all([import("@berea/contracts/content"), import("./routes/devotionals.ts")]);
    return { endpoints: devotionalEndpoints, handlers: devotionalHandlers };
  },
  learning: async () => {
    const [{ learningEndpoints }, { learningHandlers }] = await Promise.all([import("@berea/contracts/learning"), import("./routes/learning.ts")]);
    return { endpoints: learningEndpoints, handlers: learningHandlers };
  },
  articles: async () => {
    const [{ articleEndpoints }, { articleHandlers }] = await Promise.all([import("@berea/contracts/content"), import("./routes/articles.ts")]);
    return { endpoints: articleEndpoints, handlers: articleHandlers };
  },
  library: async () => {
    const [{ libraryEndpoints }, { libraryHandlers }] = await Promise.all([import("@berea/contracts/library"), import("./routes/library.ts")]);
    return { endpoints: libraryEndpoints, handlers: libraryHandlers };
  },
  family: async () => {
    const [{ familyEndpoints }, { familyHandlers }] = await Promise.all([import("@berea/contracts/family"), import("./routes/family.ts")]);
    return { endpoints: familyEndpoints, handlers: familyHandlers };
  },
  referrals: async () => {
    const [{ referralEndpoints }, { referralHandlers }] = await Promise.all([import("@berea/contracts/referrals"), import("./routes/referrals.ts")]);
    return { endpoints: referralEndpoints, handlers: referralHandlers };
  },
  circles: async () => {
    const [{ circleEndpoints }, { circleHandlers }] = await Promise.all([import("@berea/contracts/circles"), import("./routes/circles.ts")]);
    return { endpoints: circleEndpoints, handlers: circleHandlers };
  },
  circleEvents: async () => {
    const [{ circleEventEndpoints }, { circleEventHandlers }] = await Promise.all([import("@berea/contracts/circle-events"), import("./routes/circle-events.ts")]);
    return { endpoints: circleEventEndpoints, handlers: circleEventHandlers };
  },
  prayer: async () => {
    const [{ prayerEndpoints }, { prayerHandlers }] = await Promise.all([import("@berea/contracts/prayer"), import("./routes/prayer.ts")]);
    return { endpoints: prayerEndpoints, handlers: prayerHandlers };
  },
  timeZone: async () => {
    const [{ timeZoneEndpoints }, { timeZoneHandlers }] = await Promise.all([import("@berea/contracts/time-zone"), import("./routes/time-zone.ts")]);
    return { endpoints: timeZoneEndpoints, handlers: timeZoneHandlers };
  },
  readingPlans: async () => {
    const [{ readingPlanEndpoints }, { readingPlanHandlers }] = await Promise.all([import("@berea/contracts/reading-plans"), import("./routes/reading-plans.ts")]);
    return { endpoints: readingPlanEndpoints, handlers: readingPlanHandlers };
  },
  memory: async () => {
    const [{ memoryEndpoints }, { memoryHandlers }] = await Promise.all([import("@berea/contracts/memory"), import("./routes/memory.ts")]);
    return { endpoints: memoryEndpoints, handlers: memoryHandlers };
  },
  challenges: async () => {
    const [{ challengeEndpoints }, { challengeHandlers }] = await Promise.all([import("@berea/contracts/challenges"), import("./routes/challenges.ts")]);
    return { endpoints: challengeEndpoints, handlers: challengeHandlers };
  },
  games: async () => {
    const [{ gameEndpoints }, { gameHandlers }] = await Promise.all([import("@berea/contracts/games"), import("./routes/games.ts")]);
    return { endpoints: gameEndpoints, handlers: gameHandlers };
  },
  account: async () => {
    const [{ accountEndpoints }, { accountHandlers }] = await Promise.all([import("@berea/contracts/account"), import("./routes/account.ts")]);
    return { endpoints: accountEndpoints, handlers: accountHandlers };
  },
  notes: async () => {
    const [{ noteEndpoints }, { noteHandlers }] = await Promise.all([import("@berea/contracts/notes"), import("./routes/notes.ts")]);
    return { endpoints: noteEndpoints, handlers: noteHandlers };
  },
};

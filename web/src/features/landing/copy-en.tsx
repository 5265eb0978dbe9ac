import { QueryLink } from "../../components/query-link.tsx";
import { paths } from "../../config/paths.ts";
import type { LandingCopy } from "./landing-copy.ts";
import { testimonials } from "./testimonials.ts";

/** The landing page in English: the spec's words (landing-copy.ts). */
export const english: LandingCopy = {
  language: "en",
  title: "Berea: search the Scriptures daily",
  hero: {
    eyebrow: "Bible quizzes, devotionals and reading plans",
    title: "Search the Scriptures daily",
    lead: "Berea helps you read the Bible, remember it and understand it. A short devotional each morning, quizzes that lead you back to the text, and reading plans that meet a missed day with grace.",
    start: "Start your journey",
    learnMore: "Learn more",
    verse: (
      <>
        &ldquo;&hellip;they received the word with all readiness of mind, and searched the scriptures daily, whether those things
        were so.&rdquo;
      </>
    ),
    verseCaption: "Acts 17:11, King James Version",
  },
  verseTranslation: "kjv",
  why: {
    eyebrow: "Why Choose Us",
    title: "A quiet place to grow in the Word",
    intro: "Berea is built for everyday believers who want to know the Bible better, a few minutes at a time.",
    reasons: [
      {
        title: "Scripture at the centre",
        text: "Every question, devotional and article points to the verse it comes from, so each answer is a way back into the text.",
      },
      {
        title: "Quizzes that feel like a game",
        text: "Short rounds, an answer straight away and the verse behind it. You learn without the pressure of an exam.",
      },
      {
        title: "Plans that forgive a missed day",
        text: "Reading plans and devotional paths pick up where you left off. A missed day is met with grace, not a broken streak.",
      },
      {
        title: "Made for families and groups",
        text: "One Family plan covers up to five people with shared progress, and churches and small groups can ask us for custom pricing.",
      },
    ],
  },
  demo: {
    eyebrow: "Try a question",
    title: "Every answer leads back to the text",
    intro: "Each question comes with a hint from Scripture and the verse behind the answer, so a quiz is never just a score.",
    caption: "A sample question. Your answer stays on this page.",
    count: "Question 3 of 10",
    topic: "Acts",
    progressLabel: "Quiz progress",
    question: "In which city did the people search the Scriptures daily to test what Paul taught?",
    choices: ["Thessalonica", "Berea", "Athens", "Corinth"],
    hint: "Hint",
    hintVerse: (
      <>
        &ldquo;These were more noble than those in Thessalonica, in that they received the word with all readiness of mind, and
        searched the scriptures daily, whether those things were so.&rdquo;
      </>
    ),
    hintReference: "Acts 17:11 (KJV)",
    chooseFirst: "Choose an answer first.",
    correct: "That's right: Berea. Paul and Silas were sent there by night, and the Bereans searched the scriptures daily (Acts 17:10-11).",
    wrong: "Not quite. The answer is B, Berea. Read Acts 17:10-11 to see why.",
    skipped: "In a real quiz, Skip moves on to the next question. This sample has just the one.",
    submit: "Submit Answer",
    skip: "Skip",
    tabs: { home: "Home", stats: "Stats", settings: "Settings" },
  },
  pricing: {
    eyebrow: "Pricing",
    title: "Start free, and grow at your own pace",
    intro: "Every plan includes a daily verse. Upgrade when you want more, and cancel whenever you like.",
    cycleLegend: "Billing cycle",
    cycles: {
      monthly: { label: "Monthly", suffix: "/mo", spokenSuffix: "per month" },
      annual: { label: "Annual", suffix: "/yr", spokenSuffix: "per year" },
    },
    plans: {
      free: {
        name: "Free",
        summary: "A daily verse and a few quizzes, to make a start.",
        features: ["12 quizzes per day", "Basic trivia categories", "Limited article access (4 per month)", "Daily Bible verses"],
        cta: "Start for free",
      },
      premium: {
        name: "Premium",
        summary: "Everything Berea offers, for one person.",
        features: ["Unlimited quizzes", "All trivia topics", "Devotional paths and progress tracking", "Full articles and PDFs"],
        cta: "Choose Premium",
      },
      family: {
        name: "Family",
        summary: "One plan for the whole household.",
        features: ["All Premium features", "Up to 5 family members", "Shared devotional progress", "Parental dashboard"],
        cta: "Choose Family",
      },
    },
    percentOff: (percent) => `${percent}% off`,
    comparedWithMonthly: " compared with paying monthly",
    freeNoCard: "Free, with no card needed",
    orAnnual: (price, percent) => `Or ${price} a year, ${percent}% off`,
    // "$0" for free, otherwise dollars and cents: "$2.99".
    formatPrice: (dollars) => (dollars === 0 ? "$0" : `$${dollars.toFixed(2)}`),
    groups: "Leading a church or a small group? We offer custom pricing.",
    groupsLink: "Tell us about your group",
  },
  testimonials: {
    eyebrow: "Testimonials",
    title: "What members say",
    intro: "A few words from people who read with Berea.",
    carousel: "Testimonials",
    page: (page, pages) => `Page ${page} of ${pages}`,
    previous: "Previous testimonials",
    next: "Next testimonials",
    rated: (rating) => `Rated ${rating} out of 5`,
    items: testimonials,
  },
  members: {
    before: "Join",
    after: " members who search the Scriptures daily",
    text: "Start with a verse today. It takes less than a minute to sign up, and the Free plan stays free.",
    cta: "Create your free account",
    formatCount: (value) => value.toLocaleString("en-US"),
  },
  faq: {
    eyebrow: "FAQ",
    title: "Questions, answered",
    intro: (link) => <>If yours is not here, {link("write to us")}.</>,
    items: [
      {
        question: "What is Berea?",
        answer: (
          <>
            Berea is a place to read and learn the Bible a little every day: daily verses and devotionals, quizzes tied to the
            verses they come from, reading plans, and Christian books and articles. The name comes from Acts 17:11, where the
            Bereans &ldquo;searched the scriptures daily&rdquo;.
          </>
        ),
      },
      {
        question: "Is Berea free?",
        answer: (
          <>
            Yes. The Free plan gives you a daily Bible verse, 12 quizzes a day, the basic trivia categories and 4 articles a
            month, for as long as you like. Premium and Family add unlimited quizzes, every topic, devotional paths and the full
            library.
          </>
        ),
      },
      {
        question: "Which Bible translations can I read?",
        answer: (
          <>
            The King James Version, the World English Bible and, in Spanish, the Reina-Valera 1909. All three are in the public
            domain, so we can offer them in full. Every verse we quote names its translation.
          </>
        ),
      },
      {
        question: "How does the Family plan work?",
        answer: (
          <>
            One person holds the plan and invites up to 5 family members. Everyone gets all Premium features and their own
            progress, devotional progress can be shared, and the parental dashboard shows how the children are getting on.
            Children under 13 can join only through a Family plan, with the plan holder&rsquo;s consent.
          </>
        ),
      },
      {
        question: "Can I cancel anytime?",
        answer: (
          <>
            Yes. You can cancel from your account whenever you wish. Your plan stays active until the end of the period you
            have paid for, you are not charged again, and your account carries on with the Free plan.
          </>
        ),
      },
      {
        question: "Do you offer pricing for churches and groups?",
        answer: (
          <>
            We do. Churches, schools and small groups can arrange custom pricing with us. Send a few lines about your group
            through the <QueryLink to={paths.contact}>contact page</QueryLink> and we will reply.
          </>
        ),
      },
      {
        question: "What happens if I miss a day?",
        answer: (
          <>
            Nothing bad. Reading plans and devotional paths wait for you and pick up where you left off. We will never send you
            a broken-streak alarm.
          </>
        ),
      },
    ],
  },
};

import type { AboutCopy } from "./marketing-copy.ts";

/** /about in English, as the page has always said it (about-es.tsx has it in Spanish). */
export const english: AboutCopy = {
  title: "About Berea",
  eyebrow: "About",
  heading: "Welcome to Berea",
  intro: [
    <>
      Berea is a place to read, learn and love the Bible, a little every day. It brings together what helps a believer
      grow: Scripture itself, short devotionals, quizzes that lead back to the text, and books and articles for going
      deeper.
    </>,
    <>
      Our name comes from the city of Berea in the book of Acts. When Paul and Silas taught there, the Bereans
      &ldquo;received the word with all readiness of mind, and searched the scriptures daily, whether those things were
      so&rdquo; (Acts 17:11, KJV). That eager and careful reading is what we hope to encourage in you.
    </>,
    <>
      We are building Berea for everyday believers: for a few quiet minutes in the morning, for families who read
      together, and for churches and small groups who study side by side. We keep it calm and honest, with no noise and
      no guilt over a missed day, and we quote Scripture exactly, with its reference and translation.
    </>,
  ],
  featuresHeading: "What you will find in Berea",
  features: [
    { title: "Bible quizzes", text: "Multiple choice, true or false, fill in the blank and multi-select questions, each tied to its verse." },
    { title: "Daily devotionals", text: "A short reading and reflection for each morning, with the passage printed in full." },
    { title: "Scripture memory tools", text: "Gentle review that helps the verses you love stay with you through the week." },
    { title: "Faith-based challenges", text: "Goals of a week or two, taken alone, with your circle or with your Family, such as reading Mark in 16 days or learning Psalm 23 by heart." },
    { title: "A prayer wall", text: "Share a request, and let others know that you are praying for them." },
    { title: "Bible games and activities", text: "Puzzles and word games for every age, built from the text itself." },
    { title: "Faith circles", text: "Small groups for study and prayer, each with a conversation of its own, joined by invitation." },
    { title: "Multilingual Bible support", text: "The King James Version, the World English Bible and the Reina-Valera 1909." },
    { title: "Guided learning tracks", text: "Step-by-step paths through a book, a theme, or the story of the whole Bible." },
    { title: "Christian books, articles and insights", text: "Classic books and thoughtful articles for going deeper." },
  ],
  communityHeading: "Join the community",
  communityText:
    "Berea is better together. Talk with other members, ask questions about a passage, or tell us what would help you read more faithfully.",
  circles: "Faith circles",
  emailUs: "Email us",
  contactPage: "Contact page",
};

import { Mail, MessageCircle } from "lucide-react";
import { QueryLink } from "../../components/query-link.tsx";
import { communityLinks, paths, supportEmail } from "../../config/paths.ts";
import styles from "./about-page.module.css";

const features = [
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
] as const;

export default function AboutPage() {
  return (
    <div className="page">
      <title>About Berea</title>
      <div className="container">
        <section className={styles.intro} aria-labelledby="about-title">
          <p className="page-eyebrow">About</p>
          <h1 id="about-title">Welcome to Berea</h1>
          <p>
            Berea is a place to read, learn and love the Bible, a little every day. It brings together what helps a believer
            grow: Scripture itself, short devotionals, quizzes that lead back to the text, and books and articles for going
            deeper.
          </p>
          <p>
            Our name comes from the city of Berea in the book of Acts. When Paul and Silas taught there, the Bereans
            &ldquo;received the word with all readiness of mind, and searched the scriptures daily, whether those things were
            so&rdquo; (Acts 17:11, KJV). That eager and careful reading is what we hope to encourage in you.
          </p>
          <p>
            We are building Berea for everyday believers: for a few quiet minutes in the morning, for families who read
            together, and for churches and small groups who study side by side. We keep it calm and honest, with no noise and
            no guilt over a missed day, and we quote Scripture exactly, with its reference and translation.
          </p>
        </section>

        <section className={styles.features} aria-labelledby="features-title">
          <h2 id="features-title">What you will find in Berea</h2>
          <ol className={styles.grid}>
            {features.map((feature, index) => (
              <li key={feature.title} className={`card ${styles.feature}`}>
                <span className={styles.number} aria-hidden="true">
                  {String(index + 1).padStart(2, "0")}
                </span>
                <h3 className={styles.featureTitle}>{feature.title}</h3>
                <p className={styles.featureText}>{feature.text}</p>
              </li>
            ))}
          </ol>
        </section>

        <section id="community" className={`card ${styles.community}`} aria-labelledby="community-title">
          <h2 id="community-title">Join the community</h2>
          <p>
            Berea is better together. Talk with other members, ask questions about a passage, or tell us what would help you
            read more faithfully.
          </p>
          <ul className={styles.communityLinks}>
            <li>
              <QueryLink to={communityLinks.chatServer.href} className="btn btn-primary">
                <MessageCircle size={18} aria-hidden="true" />
                {communityLinks.chatServer.label}
              </QueryLink>
            </li>
            <li>
              <a href={`mailto:${supportEmail}`} className="btn btn-secondary">
                <Mail size={18} aria-hidden="true" />
                Email us
              </a>
            </li>
            <li>
              <QueryLink to={paths.contact} className="btn btn-ghost">
                Contact page
              </QueryLink>
            </li>
          </ul>
        </section>
      </div>
    </div>
  );
}

import { ChartColumn, House, Lightbulb, Settings } from "lucide-react";
import { useId, useState } from "react";
import { SectionHeading } from "./section-heading.tsx";
import styles from "./demo-quiz-section.module.css";

const choices = [
  { letter: "A", text: "Thessalonica" },
  { letter: "B", text: "Berea" },
  { letter: "C", text: "Athens" },
  { letter: "D", text: "Corinth" },
] as const;

type Letter = (typeof choices)[number]["letter"];

const correctLetter: Letter = "B";

/**
 * A static sample question as the quiz screen shows it. The choice is kept in
 * state and the buttons answer on this page only; nothing is sent anywhere.
 */
export function DemoQuizSection() {
  const [selected, setSelected] = useState<Letter | null>(null);
  const [feedback, setFeedback] = useState("");
  const [submitted, setSubmitted] = useState(false);
  const name = useId();

  const choose = (letter: Letter) => {
    setSelected(letter);
    setSubmitted(false);
    setFeedback("");
  };

  const submit = () => {
    if (!selected) {
      setFeedback("Choose an answer first.");
      return;
    }
    setSubmitted(true);
    setFeedback(
      selected === correctLetter
        ? "That's right: Berea. Paul and Silas were sent there by night, and the Bereans searched the scriptures daily (Acts 17:10-11)."
        : "Not quite. The answer is B, Berea. Read Acts 17:10-11 to see why.",
    );
  };

  const skip = () => {
    setSelected(null);
    setSubmitted(false);
    setFeedback("In a real quiz, Skip moves on to the next question. This sample has just the one.");
  };

  const choiceState = (letter: Letter) => {
    if (!submitted) return letter === selected ? "selected" : undefined;
    if (letter === correctLetter) return "correct";
    return letter === selected ? "wrong" : undefined;
  };

  const verdict = submitted && selected ? (selected === correctLetter ? "correct" : "wrong") : undefined;

  return (
    <section className={styles.section} aria-labelledby="demo-quiz-title">
      <div className="container split">
        <div className={styles.copy}>
          <SectionHeading align="start" id="demo-quiz-title" eyebrow="Try a question" title="Every answer leads back to the text">
            Each question comes with a hint from Scripture and the verse behind the answer, so a quiz is never just a score.
          </SectionHeading>
        </div>

        <figure className={styles.device}>
          <figcaption className={styles.caption}>
            A sample question. Your answer stays on this page.
          </figcaption>
          <div className={styles.screen}>
            <div className={styles.top}>
              <span className={styles.count}>Question 3 of 10</span>
              <span className={styles.topic}>Acts</span>
            </div>
            <div
              className={styles.track}
              role="progressbar"
              aria-label="Quiz progress"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={30}
            >
              <div className={styles.fill} />
            </div>

            <fieldset className={styles.question}>
              <legend className={styles.legend}>
                In which city did the people search the Scriptures daily to test what Paul taught?
              </legend>
              <div className={styles.choices}>
                {choices.map(({ letter, text }) => (
                  <label key={letter} className={styles.choice} data-state={choiceState(letter)}>
                    <input
                      type="radio"
                      name={name}
                      value={letter}
                      checked={selected === letter}
                      onChange={() => choose(letter)}
                      className={styles.radio}
                    />
                    <span className={styles.letter} aria-hidden="true">
                      {letter}
                    </span>
                    <span>
                      <span className="visually-hidden">{letter}. </span>
                      {text}
                    </span>
                  </label>
                ))}
              </div>
            </fieldset>

            <div className={styles.hint}>
              <Lightbulb size={18} aria-hidden="true" className={styles.hintIcon} />
              <div>
                <p className="eyebrow">Hint</p>
                <blockquote className={`scripture ${styles.hintVerse}`}>
                  <p>
                    &ldquo;These were more noble than those in Thessalonica, in that they received the word with all readiness of
                    mind, and searched the scriptures daily, whether those things were so.&rdquo;
                  </p>
                </blockquote>
                <p className={styles.reference}>Acts 17:11 (KJV)</p>
              </div>
            </div>

            <p className={styles.feedback} role="status" data-state={verdict}>
              {feedback}
            </p>

            <div className={styles.buttons}>
              <button type="button" className="btn btn-primary" onClick={submit}>
                Submit Answer
              </button>
              <button type="button" className="btn btn-ghost" onClick={skip}>
                Skip
              </button>
            </div>

            <div className={styles.tabBar} aria-hidden="true">
              <span className={styles.tab} data-active="true">
                <House size={20} />
                Home
              </span>
              <span className={styles.tab}>
                <ChartColumn size={20} />
                Stats
              </span>
              <span className={styles.tab}>
                <Settings size={20} />
                Settings
              </span>
            </div>
          </div>
        </figure>
      </div>
    </section>
  );
}

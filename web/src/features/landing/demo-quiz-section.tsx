import { ChartColumn, House, Lightbulb, Settings } from "lucide-react";
import { useId, useState } from "react";
import { useLandingCopy } from "./landing-copy.ts";
import { SectionHeading } from "./section-heading.tsx";
import styles from "./demo-quiz-section.module.css";

const letters = ["A", "B", "C", "D"] as const;

type Letter = (typeof letters)[number];

const correctLetter: Letter = "B";

/**
 * A static sample question as the quiz screen shows it. The choice is kept in
 * state and the buttons answer on this page only; nothing is sent anywhere.
 */
export function DemoQuizSection() {
  const { demo } = useLandingCopy();
  const choices = letters.map((letter, index) => ({ letter, text: demo.choices[index] }));
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
      setFeedback(demo.chooseFirst);
      return;
    }
    setSubmitted(true);
    setFeedback(selected === correctLetter ? demo.correct : demo.wrong);
  };

  const skip = () => {
    setSelected(null);
    setSubmitted(false);
    setFeedback(demo.skipped);
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
          <SectionHeading align="start" id="demo-quiz-title" eyebrow={demo.eyebrow} title={demo.title}>
            {demo.intro}
          </SectionHeading>
        </div>

        <figure className={styles.device}>
          <figcaption className={styles.caption}>{demo.caption}</figcaption>
          <div className={styles.screen}>
            <div className={styles.top}>
              <span className={styles.count}>{demo.count}</span>
              <span className={styles.topic}>{demo.topic}</span>
            </div>
            <div
              className={styles.track}
              role="progressbar"
              aria-label={demo.progressLabel}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={30}
            >
              <div className={styles.fill} />
            </div>

            <fieldset className={styles.question}>
              <legend className={styles.legend}>{demo.question}</legend>
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
                <p className="eyebrow">{demo.hint}</p>
                <blockquote className={`scripture ${styles.hintVerse}`}>
                  <p>{demo.hintVerse}</p>
                </blockquote>
                <p className={styles.reference}>{demo.hintReference}</p>
              </div>
            </div>

            <p className={styles.feedback} role="status" data-state={verdict}>
              {feedback}
            </p>

            <div className={styles.buttons}>
              <button type="button" className="btn btn-primary" onClick={submit}>
                {demo.submit}
              </button>
              <button type="button" className="btn btn-ghost" onClick={skip}>
                {demo.skip}
              </button>
            </div>

            <div className={styles.tabBar} aria-hidden="true">
              <span className={styles.tab} data-active="true">
                <House size={20} />
                {demo.tabs.home}
              </span>
              <span className={styles.tab}>
                <ChartColumn size={20} />
                {demo.tabs.stats}
              </span>
              <span className={styles.tab}>
                <Settings size={20} />
                {demo.tabs.settings}
              </span>
            </div>
          </div>
        </figure>
      </div>
    </section>
  );
}

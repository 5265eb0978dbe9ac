import { translations } from "@berea/contracts/bible";
import { useQuery } from "@tanstack/react-query";
import { Pause, Play } from "lucide-react";
import { useState } from "react";
import { CardLoadProblem } from "../../components/load-states.tsx";
import { lastReadTranslation } from "../../lib/last-read.ts";
import { localDate, verseOfTheDayQuery } from "../../lib/verse-of-the-day.ts";
import { useReducedMotion } from "./use-reduced-motion.ts";
import styles from "./wave-page.module.css";

/** Seconds for one breath in, and the same for one breath out: six slow breaths a minute. */
export const breathSeconds = 5;

type Phase = "in" | "out";
const cue: Record<Phase, string> = { in: "Breathe in", out: "Breathe out" };

/**
 * /wave, "Ripple Effect": a quiet page to pause and pray. Ripples widen from a
 * centre that grows as you breathe in and settles as you breathe out, with
 * today's verse (the verse of the day, from the Bible data) to pray with. The
 * words follow the animation itself (each half-breath is one iteration of it),
 * so they never drift apart. Under prefers-reduced-motion nothing moves: the
 * rings rest and the cue is given in words.
 */
export default function WavePage() {
  const reducedMotion = useReducedMotion();
  const [phase, setPhase] = useState<Phase>("in");
  const [paused, setPaused] = useState(false);
  const translation = lastReadTranslation();
  const verse = useQuery(verseOfTheDayQuery(localDate(), translation));
  const moving = !reducedMotion && !paused;

  return (
    <div className={`page ${styles.page}`}>
      <title>Ripple Effect · Berea</title>
      <div className="container">
        <header className={styles.intro}>
          <h1>Ripple Effect</h1>
          <p>A quiet place to pause and pray. Breathe slowly with the ripples, and let the verse carry your prayer.</p>
        </header>

        <section className={styles.stage} aria-label="Breath prayer" data-moving={moving ? "true" : "false"}>
          <div className={styles.ripples} aria-hidden="true">
            <span className={styles.ring} />
            <span className={styles.ring} />
            <span className={styles.ring} />
            <span
              className={styles.centre}
              data-testid="breath-centre"
              style={{ animationDuration: `${breathSeconds}s` }}
              onAnimationIteration={() => setPhase((current) => (current === "in" ? "out" : "in"))}
            />
          </div>
          {reducedMotion ? (
            <p id="breath-cue" className={styles.cue}>
              Breathe in slowly for {breathSeconds} counts, and out for {breathSeconds}.
            </p>
          ) : (
            <>
              <p id="breath-cue" className={styles.cue}>
                {paused ? "Paused" : cue[phase]}
              </p>
              <p className={styles.hint}>
                {breathSeconds} seconds in, {breathSeconds} seconds out.
              </p>
              <button type="button" className="btn btn-secondary" onClick={() => setPaused((value) => !value)}>
                {paused ? <Play size={18} aria-hidden="true" /> : <Pause size={18} aria-hidden="true" />}
                {paused ? "Resume" : "Pause"}
              </button>
            </>
          )}
        </section>

        <section className={`card ${styles.verse}`} aria-label="Verse to pray with" aria-busy={verse.data ? undefined : "true"}>
          {verse.error ? (
            <CardLoadProblem error={verse.error} onRetry={() => void verse.refetch()} />
          ) : verse.data ? (
            <blockquote className={styles.quote} lang={translations[translation].language}>
              <p>{verse.data.verses.map((entry) => entry.text).join(" ")}</p>
              <footer>
                <cite>
                  {verse.data.reference} · {translations[translation].abbreviation}
                </cite>
              </footer>
            </blockquote>
          ) : (
            <div className={styles.placeholder} />
          )}
        </section>
      </div>
    </div>
  );
}

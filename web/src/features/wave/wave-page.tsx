import { translations } from "@berea/contracts/bible";
import { useQuery } from "@tanstack/react-query";
import { Pause, Play } from "lucide-react";
import { useState } from "react";
import { CardLoadProblem } from "../../components/load-states.tsx";
import { lastReadTranslation } from "../../lib/last-read.ts";
import { localDate, verseOfTheDayQuery } from "../../lib/verse-of-the-day.ts";
import { useWaveT } from "./i18n.ts";
import { useReducedMotion } from "./use-reduced-motion.ts";
import styles from "./wave-page.module.css";

/** Seconds for one breath in, and the same for one breath out: six slow breaths a minute. */
export const breathSeconds = 5;

type Phase = "in" | "out";

/**
 * /wave, "Ripple Effect": a quiet page to pause and pray. Ripples widen from a
 * centre that grows as you breathe in and settles as you breathe out, with
 * today's verse (the verse of the day, from the Bible data) to pray with. The
 * words follow the animation itself (each half-breath is one iteration of it),
 * so they never drift apart. Under prefers-reduced-motion nothing moves: the
 * rings rest and the cue is given in words.
 */
export default function WavePage() {
  const { t } = useWaveT();
  const reducedMotion = useReducedMotion();
  const [phase, setPhase] = useState<Phase>("in");
  const [paused, setPaused] = useState(false);
  const translation = lastReadTranslation();
  const verse = useQuery(verseOfTheDayQuery(localDate(), translation));
  const moving = !reducedMotion && !paused;

  return (
    <div className={`page ${styles.page}`}>
      <title>{t("documentTitle")}</title>
      <div className="container">
        <header className={styles.intro}>
          <h1>{t("title")}</h1>
          <p>{t("intro")}</p>
        </header>

        <section className={styles.stage} aria-label={t("stage")} data-moving={moving ? "true" : "false"}>
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
              {t("still", { seconds: breathSeconds })}
            </p>
          ) : (
            <>
              <p id="breath-cue" className={styles.cue}>
                {paused ? t("paused") : t(phase)}
              </p>
              <p className={styles.hint}>
                {t("hint", { seconds: breathSeconds })}
              </p>
              <button type="button" className="btn btn-secondary" onClick={() => setPaused((value) => !value)}>
                {paused ? <Play size={18} aria-hidden="true" /> : <Pause size={18} aria-hidden="true" />}
                {paused ? t("resume") : t("pause")}
              </button>
            </>
          )}
        </section>

        <section className={`card ${styles.verse}`} aria-label={t("verse")} aria-busy={verse.data ? undefined : "true"}>
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

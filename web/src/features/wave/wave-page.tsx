import { Pause, Play } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { PageTitle } from "../../components/page-title.tsx";
import { useHydrated } from "../../lib/use-hydrated.ts";
import styles from "./wave-page.module.css";
import { useWaveWords, type WaveWords } from "./wave-words.ts";

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
 *
 * A first visit gets it as a static page on Preact, without the app's router
 * or i18next (app/static-landing/static-pages.ts); reached from inside the
 * app, it is the app's route.
 */
export default function WavePage() {
  const words = useWaveWords();
  const [phase, setPhase] = useState<Phase>("in");
  const [paused, setPaused] = useState(false);

  return (
    <div className={`page ${styles.page}`}>
      <PageTitle>{words.documentTitle}</PageTitle>
      <div className="container">
        <header className={styles.intro}>
          <h1>{words.title}</h1>
          <p>{words.intro}</p>
        </header>

        <section className={styles.stage} aria-label={words.stage} data-moving={paused ? "false" : "true"}>
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
          {/* Both cues are in the markup and CSS shows the reader's (prefers-reduced-motion), so the page is right from
              its first paint, before any script, and coming alive changes nothing on it. */}
          <p id="breath-cue" className={styles.cue}>
            <span className={styles.withMotion}>{paused ? words.paused : words[phase]}</span>
            <span className={styles.still}>{words.still(breathSeconds)}</span>
          </p>
          <p className={`${styles.hint} ${styles.withMotion}`}>{words.hint(breathSeconds)}</p>
          <button type="button" className={`btn btn-secondary ${styles.withMotion}`} onClick={() => setPaused((value) => !value)}>
            {paused ? <Play size={18} aria-hidden="true" /> : <Pause size={18} aria-hidden="true" />}
            {paused ? words.resume : words.pause}
          </button>
        </section>

        <VerseToPrayWith words={words} />
      </div>
    </div>
  );
}

const WaveVerse = lazy(async () => ({ default: (await import("./wave-verse.tsx")).WaveVerse }));

/**
 * Today's verse (the verse of the day) in the reader's Bible: a card that
 * holds its place while wave-verse.tsx, with the query and the API client,
 * loads after the page is live and fills it in (`data-island`: what it
 * adds is not hydration's). The breathing needs none of it.
 */
function VerseToPrayWith({ words }: { words: WaveWords }) {
  const placeholder = <div className={styles.placeholder} aria-busy="true" />;
  return (
    <section className={`card ${styles.verse}`} aria-label={words.verse} data-island="">
      <Suspense fallback={placeholder}>{useHydrated() ? <WaveVerse words={words} /> : placeholder}</Suspense>
    </section>
  );
}

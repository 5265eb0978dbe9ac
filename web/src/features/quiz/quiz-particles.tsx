import styles from "./quiz-particles.module.css";

/** The spec's 50 decorative particles behind the quiz card. */
export const particleCount = 50;

/** A fixed pseudo-random in [0, 1) per particle and salt, so the field looks scattered but renders the same every time. */
const scatter = (index: number, salt: number) => {
  const value = Math.sin((index + 1) * salt) * 43758.5453;
  return value - Math.floor(value);
};

const particles = Array.from({ length: particleCount }, (_, index) => ({
  left: `${(scatter(index, 12.9898) * 100).toFixed(2)}%`,
  top: `${(scatter(index, 78.233) * 100).toFixed(2)}%`,
  size: `${(0.25 + scatter(index, 39.346) * 0.5).toFixed(3)}rem`,
  delay: `${(-scatter(index, 11.135) * 16).toFixed(2)}s`,
  duration: `${(12 + scatter(index, 3.7) * 12).toFixed(2)}s`,
  tone: index % 3,
}));

/** Soft dots drifting slowly behind the card; hidden from assistive technology, still under reduced motion. */
export function QuizParticles() {
  return (
    <div className={styles.particles} aria-hidden="true" data-particles="">
      {particles.map((particle, index) => (
        <span
          key={index}
          className={styles.particle}
          data-tone={particle.tone}
          style={{
            left: particle.left,
            top: particle.top,
            width: particle.size,
            height: particle.size,
            animationDelay: particle.delay,
            animationDuration: particle.duration,
          }}
        />
      ))}
    </div>
  );
}

import { useEffect, useState } from "react";

/**
 * Whole seconds left, counting down once a second from `seconds` while
 * `running`, and stopping at 0. Mount it afresh (a `key`) for each question.
 */
export function useCountdown(seconds: number, running: boolean): number {
  const [remaining, setRemaining] = useState(seconds);
  const expired = remaining <= 0;
  useEffect(() => {
    if (!running || expired) return;
    const timer = window.setInterval(() => setRemaining((left) => Math.max(0, left - 1)), 1000);
    return () => window.clearInterval(timer);
  }, [running, expired]);
  return remaining;
}

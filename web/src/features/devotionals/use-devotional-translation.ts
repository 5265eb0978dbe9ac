import { useCallback, useState } from "react";
import { preferredDevotionalTranslation, rememberDevotionalTranslation, type DevotionalTranslation } from "../../lib/devotional-translation.ts";

/** The passage's translation on a devotional screen; a choice is remembered for the next devotional. */
export function useDevotionalTranslation() {
  const [translation, setTranslation] = useState<DevotionalTranslation>(preferredDevotionalTranslation);
  const choose = useCallback((next: DevotionalTranslation) => {
    setTranslation(next);
    rememberDevotionalTranslation(next);
  }, []);
  return [translation, choose] as const;
}

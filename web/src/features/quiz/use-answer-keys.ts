import type { PlayQuestion } from "@berea/contracts/quiz";
import { useEffect, useEffectEvent } from "react";

/** The letters the options are shown with, in order; typing one picks the option at its place. */
export const optionLetters = "ABCDEFGHI";

/** Keys 1-9 and A-I pick the option at that place (the spec's 1-4 and A-D, and more for a long multi-select). */
function optionIndexOfKey(key: string): number | undefined {
  if (/^[1-9]$/.test(key)) return Number(key) - 1;
  const letter = optionLetters.indexOf(key.toUpperCase());
  return key.length === 1 && letter >= 0 ? letter : undefined;
}

/** Elements that handle Enter themselves: buttons, links, fields. */
function handlesEnter(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target instanceof HTMLInputElement) return target.type !== "checkbox" && target.type !== "radio";
  return target.isContentEditable || target.closest("button, a[href], textarea, select, summary") !== null;
}

const isTyping = (target: EventTarget | null): boolean =>
  (target instanceof HTMLInputElement && target.type !== "checkbox" && target.type !== "radio") ||
  target instanceof HTMLTextAreaElement ||
  target instanceof HTMLSelectElement ||
  (target instanceof HTMLElement && target.isContentEditable);

interface AnswerKeys {
  question: PlayQuestion;
  /** The result is in: Enter moves on. */
  answered: boolean;
  next: () => void;
  choose: (option: string) => void;
  toggle: (option: string) => void;
  submitPicked: () => void;
  submitTyped: () => void;
}

/**
 * The keyboard on a question, anywhere on the page: a number or letter picks
 * that option (toggles it in a multi-select); Enter sends the ticked options
 * or the typed word, and once the result is in, moves on. Keys meant for a
 * field or a button are left to it.
 */
export function useAnswerKeys({ question, answered, next, choose, toggle, submitPicked, submitTyped }: AnswerKeys): void {
  const onKey = useEffectEvent((event: KeyboardEvent) => {
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key === "Enter") {
      if (handlesEnter(event.target)) return;
      if (answered) {
        event.preventDefault();
        next();
      } else if (question.type === "multi-select") {
        event.preventDefault();
        submitPicked();
      } else if (question.type === "fill-blank") {
        event.preventDefault();
        submitTyped();
      }
      return;
    }
    if (isTyping(event.target) || question.type === "fill-blank") return;
    const at = optionIndexOfKey(event.key);
    const option = at === undefined ? undefined : question.options[at];
    if (option === undefined) return;
    event.preventDefault();
    if (question.type === "multi-select") toggle(option);
    else choose(option);
  });

  useEffect(() => {
    const listener = (event: KeyboardEvent) => onKey(event);
    document.addEventListener("keydown", listener);
    return () => document.removeEventListener("keydown", listener);
  }, []);
}

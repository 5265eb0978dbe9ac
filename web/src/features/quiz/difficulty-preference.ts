import { difficultySchema, type Difficulty } from "@berea/contracts/quiz";
import { readStored, writeStored } from "../../lib/storage.ts";

const storageKey = "quizDifficulty";

export const defaultDifficulty: Difficulty = "easy";

/** The difficulty last chosen on the quiz home; easy the first time. */
export const readDifficulty = (): Difficulty => readStored(storageKey, difficultySchema) ?? defaultDifficulty;

export const writeDifficulty = (difficulty: Difficulty): void => writeStored(storageKey, difficulty);

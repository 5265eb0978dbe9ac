import { difficultySchema, type Difficulty, type QuestionType } from "@berea/contracts/quiz";

/** The play routes and the question types each one plays; `/qz` plays all four. */
export const quizPlayRoutes = {
  "/qz": undefined,
  "/q": ["multiple-choice"],
  "/tf": ["true-false"],
  "/fb": ["fill-blank"],
  "/sq": ["multi-select"],
} as const satisfies Record<string, readonly QuestionType[] | undefined>;

export type QuizPlayRoute = keyof typeof quizPlayRoutes;

export const quizPlayPaths = Object.keys(quizPlayRoutes) as QuizPlayRoute[];

const isPlayRoute = (path: string): path is QuizPlayRoute => Object.hasOwn(quizPlayRoutes, path);

/** The play route a pathname is ("/TF/" is "/tf": the router matches without case); `/qz` for anything else. */
export function playRouteOf(pathname: string): QuizPlayRoute {
  const path = pathname.toLowerCase().replace(/\/+$/, "");
  return isPlayRoute(path) ? path : "/qz";
}

/** The question types to ask /quiz/start for on a route; undefined means all of them. */
export function typesForPath(pathname: string): QuestionType[] | undefined {
  const types = quizPlayRoutes[playRouteOf(pathname)];
  return types ? [...types] : undefined;
}

/** "/qz?topic=genesis&difficulty=easy" */
export function quizPlayPath(topic: string, difficulty: Difficulty, route: QuizPlayRoute = "/qz"): string {
  const query = new URLSearchParams({ topic, difficulty });
  return `${route}?${query.toString()}`;
}

/** The topic and difficulty in a play URL's query string: "mixed" and "easy" when missing or unknown. */
export function playChoice(search: URLSearchParams): { topic: string; difficulty: Difficulty } {
  const topic = search.get("topic")?.trim().slice(0, 40) || "mixed";
  const parsed = difficultySchema.safeParse(search.get("difficulty"));
  return { topic, difficulty: parsed.success ? parsed.data : "easy" };
}

import { paths } from "../../config/paths.ts";

/** `/learn`: the tracks. */
export const learnPath = paths.learn;
/** `/bl`: every lesson as a study guide, with its table of contents. */
export const studyGuidesPath = paths.studyGuides;
/** `/learn/<lessonId>`: one lesson (`#<section>` for a place in it). */
export const lessonPath = (lessonId: string, section?: string): string => `${paths.learn}/${encodeURIComponent(lessonId)}${section ? `#${section}` : ""}`;

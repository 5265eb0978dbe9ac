import { existsSync, readdirSync, readFileSync } from "node:fs";
import type { Language } from "@berea/contracts/language";
import { trackSchema, type Lesson, type Track } from "@berea/contracts/learning";
import { contentFolders, type ContentFolder } from "../lib/content-folders.ts";

/**
 * The guided learning tracks (data/learning/*.json, one track per file), in
 * the order of `trackOrder`, then any others by id. Read once per process;
 * the deployed bundle carries copies next to lib/index.js (functions/build.ts).
 *
 * Spanish: data/learning-es/<the English file's name>, the same track with
 * every string translated and the same ids, passages and question order (so
 * progress, kept by lesson id, is one in both languages). A track with no
 * Spanish file yet is served in English.
 */
const folders: Record<Language, ContentFolder> = {
  en: { env: process.env.LEARNING_DATA_DIR, bundled: "learning-data", data: "learning" },
  es: { env: process.env.LEARNING_DATA_DIR_ES, bundled: "learning-data-es", data: "learning-es" },
};

/** The order a new learner meets the tracks in: basics first. */
const trackOrder = ["bible-basics", "life-of-jesus", "pauls-journeys", "reading-the-psalms"];

export interface LessonEntry {
  track: Track;
  lesson: Lesson;
  /** 1-based place in its track. */
  number: number;
}

export interface LearningLibrary {
  tracks: Track[];
  lessons: Map<string, LessonEntry>;
}

export function createLearningLibrary(tracks: Track[]): LearningLibrary {
  const rank = (id: string) => (trackOrder.includes(id) ? trackOrder.indexOf(id) : trackOrder.length);
  const ordered = [...tracks].sort((a, b) => rank(a.id) - rank(b.id) || a.id.localeCompare(b.id));
  const lessons = new Map<string, LessonEntry>();
  for (const track of ordered) {
    track.lessons.forEach((lesson, index) => {
      if (lessons.has(lesson.id)) throw new Error(`Two lessons have the id ${lesson.id}`);
      lessons.set(lesson.id, { track, lesson, number: index + 1 });
    });
  }
  return { tracks: ordered, lessons };
}

/** The track files in `dir` (the deployed bundle copies them), none when there is no such folder. */
export function learningDataFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith(".json"))
    .sort();
}

/** The first of `language`'s folders with a track in it, if any. */
const dataDir = (language: Language): string | undefined => contentFolders(folders[language]).find((dir) => learningDataFiles(dir).length > 0);

const readTrack = (dir: string, name: string): Track => trackSchema.parse(JSON.parse(readFileSync(`${dir}/${name}`, "utf8")));

/** The ids a translation must keep: the track's, and each lesson's with its passage and its questions' references in order. */
export const trackShape = (track: Track) => ({
  id: track.id,
  lessons: track.lessons.map((lesson) => ({ id: lesson.id, passage: lesson.passage, references: lesson.mastery.map((question) => question.reference) })),
});

/**
 * Every English track in `language`: its translation where data/learning-<language>
 * has one under the same file name, else the English. A translation whose
 * ids differ from the English is refused (progress would not carry over).
 */
export function translatedTracks(english: ReadonlyMap<string, Track>, translated: ReadonlyMap<string, Track>): Track[] {
  return [...english].map(([name, track]) => {
    const translation = translated.get(name);
    if (!translation) return track;
    if (JSON.stringify(trackShape(translation)) !== JSON.stringify(trackShape(track))) throw new Error(`The translated track ${name} does not keep the English track's ids and passages`);
    return translation;
  });
}

const loaded = new Map<Language, LearningLibrary>();
/** The tracks in `language` (English when left out), read once per process. */
export function loadLearningLibrary(language: Language = "en"): LearningLibrary {
  const known = loaded.get(language);
  if (known) return known;
  const englishDir = dataDir("en");
  // English is what every language falls back to: it must be there.
  if (!englishDir) throw new Error(`Learning tracks not found; looked in ${contentFolders(folders.en).join(", ")}`);
  const english = new Map(learningDataFiles(englishDir).map((name) => [name, readTrack(englishDir, name)]));
  let tracks = [...english.values()];
  if (language !== "en") {
    const dir = dataDir(language);
    tracks = translatedTracks(english, new Map(dir ? learningDataFiles(dir).map((name) => [name, readTrack(dir, name)]) : []));
  }
  const library = createLearningLibrary(tracks);
  loaded.set(language, library);
  return library;
}

import { existsSync, readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { trackSchema, type Lesson, type Track } from "@berea/contracts/learning";

/**
 * The guided learning tracks (data/learning/*.json, one track per file), in
 * the order of `trackOrder`, then any others by id. Read once per process;
 * the deployed bundle carries copies next to lib/index.js (functions/build.ts).
 */
const candidates = [
  process.env.LEARNING_DATA_DIR,
  fileURLToPath(new URL("./learning-data/", import.meta.url)),
  fileURLToPath(new URL("../../../data/learning/", import.meta.url)),
].filter((dir): dir is string => dir !== undefined);

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

function dataDir(): string {
  const found = candidates.find((dir) => existsSync(dir) && readdirSync(dir).some((name) => name.endsWith(".json")));
  if (!found) throw new Error(`Learning tracks not found; looked in ${candidates.join(", ")}`);
  return found;
}

/** The track files the deployed bundle needs (names in `dir`). */
export function learningDataFiles(dir = dataDir()): string[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith(".json"))
    .sort();
}

let loaded: LearningLibrary | undefined;
export function loadLearningLibrary(): LearningLibrary {
  if (loaded) return loaded;
  const dir = dataDir();
  loaded = createLearningLibrary(learningDataFiles(dir).map((name) => trackSchema.parse(JSON.parse(readFileSync(`${dir}/${name}`, "utf8")))));
  return loaded;
}

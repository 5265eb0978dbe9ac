import { existsSync, readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { devotionalPathSchema, type Devotional, type DevotionalPath } from "@berea/contracts/content";
import { z } from "zod";

/**
 * The committed devotionals (data/devotionals/*.json, one path per file) and
 * the calendar that gives every date its devotional
 * (data/devotional-schedule.json). Read once per process; the deployed
 * bundle carries copies next to lib/index.js (functions/build.ts).
 */
const candidates = [
  process.env.DEVOTIONAL_DATA_DIR,
  fileURLToPath(new URL("./devotional-data/", import.meta.url)),
  fileURLToPath(new URL("../../../data/", import.meta.url)),
].filter((dir): dir is string => dir !== undefined);

export const scheduleFile = "devotional-schedule.json";
export const devotionalsFolder = "devotionals";

/**
 * Day 0 of the calendar is `epoch`; day n is the n-th devotional of the
 * paths in `order`, each path's days in turn, starting over after the last.
 */
export const devotionalScheduleSchema = z.object({
  epoch: z.iso.date(),
  order: z.array(z.string()).min(1),
});
export type DevotionalSchedule = z.infer<typeof devotionalScheduleSchema>;

export interface DevotionalLibrary {
  paths: DevotionalPath[];
  schedule: DevotionalSchedule;
  /** Every devotional in calendar order. */
  sequence: { devotional: Devotional; path: DevotionalPath; day: number }[];
  byId: Map<string, { devotional: Devotional; path: DevotionalPath; day: number }>;
}

export function createDevotionalLibrary(paths: DevotionalPath[], schedule: DevotionalSchedule): DevotionalLibrary {
  const pathById = new Map(paths.map((path) => [path.id, path]));
  const missing = schedule.order.filter((id) => !pathById.has(id));
  if (missing.length > 0) throw new Error(`The devotional schedule names paths that do not exist: ${missing.join(", ")}`);
  const unscheduled = paths.filter((path) => !schedule.order.includes(path.id)).map((path) => path.id);
  if (unscheduled.length > 0) throw new Error(`Devotional paths missing from the schedule: ${unscheduled.join(", ")}`);
  const sequence = schedule.order.flatMap((id) => {
    const path = pathById.get(id);
    return path ? path.days.map((devotional, index) => ({ devotional, path, day: index + 1 })) : [];
  });
  return { paths: schedule.order.flatMap((id) => pathById.get(id) ?? []), schedule, sequence, byId: new Map(sequence.map((entry) => [entry.devotional.id, entry])) };
}

function dataDir(): string {
  const found = candidates.find((dir) => existsSync(`${dir}/${scheduleFile}`));
  if (!found) throw new Error(`Devotional data not found; looked in ${candidates.join(", ")}`);
  return found;
}

/** The files the deployed bundle needs, relative to data/. */
export function devotionalDataFiles(dir = dataDir()): string[] {
  const paths = readdirSync(`${dir}/${devotionalsFolder}`)
    .filter((name) => name.endsWith(".json"))
    .sort()
    .map((name) => `${devotionalsFolder}/${name}`);
  return [scheduleFile, ...paths];
}

let loaded: DevotionalLibrary | undefined;
export function loadDevotionalLibrary(): DevotionalLibrary {
  if (loaded) return loaded;
  const dir = dataDir();
  const read = (name: string): unknown => JSON.parse(readFileSync(`${dir}/${name}`, "utf8"));
  const [schedule, ...paths] = devotionalDataFiles(dir);
  loaded = createDevotionalLibrary(
    (paths ?? []).map((name) => devotionalPathSchema.parse(read(name))),
    devotionalScheduleSchema.parse(read(schedule ?? scheduleFile)),
  );
  return loaded;
}

const dayMs = 24 * 60 * 60 * 1000;
const dayNumber = (date: string) => Math.round(Date.parse(`${date}T00:00:00Z`) / dayMs);

/** The devotional of a calendar date ("YYYY-MM-DD"): the same for everyone on that date. */
export function devotionalOfDate(library: DevotionalLibrary, date: string) {
  const count = library.sequence.length;
  const index = (((dayNumber(date) - dayNumber(library.schedule.epoch)) % count) + count) % count;
  const entry = library.sequence[index];
  if (!entry) throw new Error("The devotional library is empty");
  return entry;
}

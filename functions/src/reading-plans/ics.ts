import type { BookMeta, TranslationId } from "@berea/contracts/bible";
import { createEvents, type EventAttributes } from "ics";
import type { ReadingPlan } from "./catalog.ts";
import { addCalendarDays, dateParts } from "./calendar-dates.ts";
import { readerPath } from "./readings.ts";
import { isDone, schedule, type Progress } from "./schedule.ts";

/**
 * A plan's remaining days as an iCalendar file, so the user's own calendar
 * reminds them: one all-day event per date from today that still has a
 * reading to do (two plan days on one date after doubling up share one
 * event), naming the readings and linking to the reader. Event UIDs are
 * stable per plan and date, so importing the file again updates the events.
 */
export interface IcsInput {
  userPlanId: string;
  plan: ReadingPlan;
  books: ReadonlyMap<string, BookMeta>;
  progress: Progress;
  today: string;
  /** "https://berea.app": reader links in a calendar must be absolute. */
  origin: string;
  /** The translation the readings' links open in. */
  translation?: TranslationId;
}

export function planCalendarFile({ userPlanId, plan, books, progress, today, origin, translation = "kjv" }: IcsInput): string {
  const byDate = new Map<string, number[]>();
  for (const { day, date } of schedule(progress, plan.days.length)) {
    if (date < today || isDone(progress, day)) continue;
    byDate.set(date, [...(byDate.get(date) ?? []), day]);
  }
  const link = (day: number, index: number): string | undefined => {
    const reading = plan.days[day - 1]?.readings[index];
    const book = reading ? books.get(reading.link.book) : undefined;
    return reading && book ? `${origin}${readerPath(reading.link, book, translation)}` : undefined;
  };

  const events: EventAttributes[] = [...byDate].map(([date, days]) => {
    const names = days.map((day) => plan.days[day - 1]?.title ?? "");
    const label = days.length === 1 ? `Day ${days[0]}` : `Days ${days.join(" and ")}`;
    const lines = days.flatMap((day) => [
      `Day ${day} of ${plan.days.length}:`,
      ...(plan.days[day - 1]?.readings ?? []).map((reading, index) => `${reading.label}: ${link(day, index) ?? origin}`),
    ]);
    const first = days[0] ?? 1;
    return {
      uid: `${userPlanId}-${date}@berea`,
      title: `${plan.title}, ${label}: ${names.join("; ")}`,
      description: lines.join("\n"),
      url: link(first, 0) ?? `${origin}/Bible`,
      start: dateParts(date),
      end: dateParts(addCalendarDays(date, 1)),
      transp: "TRANSPARENT",
      busyStatus: "FREE",
    };
  });

  const { error, value } = createEvents(events, { productId: "-//Berea//Reading plans//EN", calName: plan.title });
  if (error || value === null) throw error ?? new Error("The calendar file could not be made.");
  return value;
}

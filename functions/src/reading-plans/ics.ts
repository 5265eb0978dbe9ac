import type { BookMeta, TranslationId } from "@berea/contracts/bible";
import type { Language } from "@berea/contracts/language";
import { createEvents, type EventAttributes } from "ics";
import type { ReadingPlan } from "./catalog.ts";
import { addCalendarDays, dateParts } from "./calendar-dates.ts";
import { readerPath } from "./readings.ts";
import { isDone, schedule, type Progress } from "./schedule.ts";

/**
 * A plan's remaining days as an iCalendar file, so the user's own calendar
 * reminds them: one all-day event per date from today that still has a
 * reading to do (two plan days on one date after doubling up share one
 * event), naming the readings and linking to the reader, in English or
 * Spanish. Event UIDs are stable per plan and date (the same in either
 * language), so importing the file again updates the events.
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
  /** The language of the events' words: the plan's title, the days' titles and labels. */
  language?: Language;
}

/** The events' own words: "Day 3", "Days 3 and 4", "Day 3 of 30:". */
const icsWords: Record<Language, { day: (day: number) => string; days: (days: number[]) => string; dayOf: (day: number, total: number) => string }> = {
  en: { day: (day) => `Day ${day}`, days: (days) => `Days ${days.join(" and ")}`, dayOf: (day, total) => `Day ${day} of ${total}:` },
  es: { day: (day) => `Día ${day}`, days: (days) => `Días ${days.join(" y ")}`, dayOf: (day, total) => `Día ${day} de ${total}:` },
};

export function planCalendarFile({ userPlanId, plan, books, progress, today, origin, translation = "kjv", language = "en" }: IcsInput): string {
  const words = icsWords[language];
  const title = language === "es" ? plan.es.title : plan.title;
  const dayText = (day: number) => {
    const content = plan.days[day - 1];
    return content && (language === "es" ? content.es : content);
  };
  const byDate = new Map<string, number[]>();
  for (const { day, date } of schedule(progress, plan.days.length)) {
    if (date < today || isDone(progress, day)) continue;
    byDate.set(date, [...(byDate.get(date) ?? []), day]);
  }
  const link = (day: number, index: number): string | undefined => {
    const reading = dayText(day)?.readings[index];
    const book = reading ? books.get(reading.link.book) : undefined;
    return reading && book ? `${origin}${readerPath(reading.link, book, translation)}` : undefined;
  };

  const events: EventAttributes[] = [...byDate].map(([date, days]) => {
    const names = days.map((day) => dayText(day)?.title ?? "");
    const label = days.length === 1 ? words.day(days[0] ?? 1) : words.days(days);
    const lines = days.flatMap((day) => [
      words.dayOf(day, plan.days.length),
      ...(dayText(day)?.readings ?? []).map((reading, index) => `${reading.label}: ${link(day, index) ?? origin}`),
    ]);
    const first = days[0] ?? 1;
    return {
      uid: `${userPlanId}-${date}@berea`,
      title: `${title}, ${label}: ${names.join("; ")}`,
      description: lines.join("\n"),
      url: link(first, 0) ?? `${origin}/Bible`,
      start: dateParts(date),
      end: dateParts(addCalendarDays(date, 1)),
      transp: "TRANSPARENT",
      busyStatus: "FREE",
    };
  });

  const { error, value } = createEvents(events, { productId: "-//Berea//Reading plans//EN", calName: title });
  if (error || value === null) throw error ?? new Error("The calendar file could not be made.");
  return value;
}

import { circleEventTagLabels, rsvpAnswers, type CircleEventOccurrence, type RsvpAnswer } from "@berea/contracts/circle-events";
import { CalendarPlus, Clock, MapPin, Pencil, Repeat, Video } from "lucide-react";
import { useState } from "react";
import { ConfirmAction } from "../../components/confirm-action.tsx";
import { errorMessage } from "../../lib/api-client.ts";
import { eventIcsUrl, useCancelCircleEvent, useRsvp } from "./api/circle-events-api.ts";
import { EventForm } from "./event-form.tsx";
import { cardDate, timeText } from "./event-list.ts";
import styles from "./circle-events.module.css";

const answerLabels: Record<RsvpAnswer, string> = { going: "Going", maybe: "Maybe", "not-going": "Not going" };

/** The tags' pills: each in its own colour (circle-events.module.css, by `data-tag`). */
export function EventTags({ tags }: { tags: CircleEventOccurrence["tags"] }) {
  if (tags.length === 0) return null;
  return (
    <ul className={styles.tags} aria-label="Tags">
      {tags.map((tag) => (
        <li key={tag} className={styles.tag} data-tag={tag}>
          {circleEventTagLabels[tag]}
        </li>
      ))}
    </ul>
  );
}

/**
 * One occurrence: the 'Upcoming' badge, title, coloured tags, 'hosted by',
 * the date and times with the zone, the place or video link, the reader's
 * answer, the calendar file and (for the owner) cancelling.
 */
export function EventCard({ event, locale }: { event: CircleEventOccurrence; locale: string | undefined }) {
  const rsvp = useRsvp();
  const cancel = useCancelCircleEvent();
  const [editing, setEditing] = useState(false);
  if (editing) return <EventForm circles={[{ id: event.circleId, name: event.circleName }]} today={event.date} editing={event} onDone={() => setEditing(false)} />;
  const headingId = `event-${event.id}-${event.occurrence}`;
  const answer = (value: RsvpAnswer) => rsvp.mutate({ circleId: event.circleId, eventId: event.id, occurrence: event.occurrence, answer: value });
  const counts = [event.rsvp.going > 0 ? `${event.rsvp.going} going` : "", event.rsvp.maybe > 0 ? `${event.rsvp.maybe} maybe` : ""].filter(Boolean).join(" · ");
  return (
    <article className={`card ${styles.event}`} aria-labelledby={headingId} data-testid="event-card">
      <div className={styles.eventTop}>
        {event.status === "upcoming" ? <span className={`badge ${styles.upcoming}`}>Upcoming</span> : <span className={styles.pastBadge}>Past</span>}
        <span className={styles.circleName}>{event.circleName}</span>
      </div>
      <h3 id={headingId} className={styles.eventTitle}>
        {event.title}
      </h3>
      <EventTags tags={event.tags} />
      {event.hosts.length > 0 ? <p className={styles.hosts}>hosted by {event.hosts.join(", ")}</p> : null}
      <p className={styles.when}>
        <Clock size={16} strokeWidth={1.5} aria-hidden="true" />
        <span>
          {cardDate(event.occurrence, locale)}, {timeText(event, locale)}
        </span>
      </p>
      {event.weekly ? (
        <p className={styles.when}>
          <Repeat size={16} strokeWidth={1.5} aria-hidden="true" />
          <span>Weekly</span>
        </p>
      ) : null}
      {event.place ? (
        <p className={styles.when}>
          <MapPin size={16} strokeWidth={1.5} aria-hidden="true" />
          <span>{event.place}</span>
        </p>
      ) : null}
      {event.videoLink ? (
        <p className={styles.when}>
          <Video size={16} strokeWidth={1.5} aria-hidden="true" />
          <a href={event.videoLink} target="_blank" rel="noopener noreferrer">
            Join online
          </a>
        </p>
      ) : null}
      <div className={styles.eventFoot}>
        {event.status === "upcoming" ? (
          <div className={styles.rsvp} role="group" aria-label={`Your answer for ${event.title}`}>
            {rsvpAnswers.map((value) => (
              <button
                key={value}
                type="button"
                className={`btn ${event.rsvp.you === value ? "btn-primary" : "btn-secondary"} ${styles.rsvpButton}`}
                aria-pressed={event.rsvp.you === value}
                disabled={rsvp.isPending}
                onClick={() => answer(value)}
              >
                {answerLabels[value]}
              </button>
            ))}
          </div>
        ) : null}
        {counts ? <p className={styles.counts}>{counts}</p> : null}
        <a className={`btn btn-ghost ${styles.icsLink}`} href={eventIcsUrl(event.circleId, event.id)} download>
          <CalendarPlus size={18} strokeWidth={1.5} aria-hidden="true" />
          Add to calendar
        </a>
        {event.canEdit ? (
          <button type="button" className="btn btn-ghost" aria-label={`Edit ${event.title}`} onClick={() => setEditing(true)}>
            <Pencil size={18} strokeWidth={1.5} aria-hidden="true" />
            Edit
          </button>
        ) : null}
        {event.canEdit ? (
          <ConfirmAction
            label="Cancel event"
            labelForScreenReaders={`Cancel ${event.title}`}
            question={`Cancel ${event.title}?`}
            confirmLabel="Yes, cancel it"
            cancelLabel="Keep it"
            pending={cancel.isPending}
            error={cancel.error}
            onConfirm={(close) => cancel.mutate({ circleId: event.circleId, eventId: event.id }, { onSuccess: close })}
          >
            {event.weekly ? "Every week of it leaves the circle's list and calendars." : "It leaves the circle's list and calendars."}
          </ConfirmAction>
        ) : null}
      </div>
      {rsvp.isError ? (
        <p className="field-error" role="alert">
          {errorMessage(rsvp.error)}
        </p>
      ) : null}
    </article>
  );
}

import { rsvpAnswers, type CircleEventOccurrence, type RsvpAnswer } from "@berea/contracts/circle-events";
import { CalendarPlus, Clock, MapPin, Pencil, Repeat, Video } from "lucide-react";
import { useState } from "react";
import { ConfirmAction } from "../../components/confirm-action.tsx";
import { errorMessage } from "../../lib/api-client.ts";
import { eventIcsUrl, useCancelCircleEvent, useRsvp } from "./api/circle-events-api.ts";
import { EventForm } from "./event-form.tsx";
import { cardDate, timeText } from "./event-list.ts";
import { useCircleEventsT } from "./i18n.ts";
import styles from "./circle-events.module.css";

/** The tags' pills: each in its own colour (circle-events.module.css, by `data-tag`). */
export function EventTags({ tags }: { tags: CircleEventOccurrence["tags"] }) {
  const { t } = useCircleEventsT();
  if (tags.length === 0) return null;
  return (
    <ul className={styles.tags} aria-label={t("card.tags")}>
      {tags.map((tag) => (
        <li key={tag} className={styles.tag} data-tag={tag}>
          {t(`tags.${tag}`)}
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
  const { t } = useCircleEventsT();
  const rsvp = useRsvp();
  const cancel = useCancelCircleEvent();
  const [editing, setEditing] = useState(false);
  if (editing) return <EventForm circles={[{ id: event.circleId, name: event.circleName }]} today={event.date} editing={event} onDone={() => setEditing(false)} />;
  const headingId = `event-${event.id}-${event.occurrence}`;
  const answer = (value: RsvpAnswer): void => rsvp.mutate({ circleId: event.circleId, eventId: event.id, occurrence: event.occurrence, answer: value });
  const counts = [event.rsvp.going > 0 ? t("card.going", { count: event.rsvp.going }) : "", event.rsvp.maybe > 0 ? t("card.maybe", { count: event.rsvp.maybe }) : ""]
    .filter(Boolean)
    .join(" · ");
  return (
    <article className={`card ${styles.event}`} aria-labelledby={headingId} data-testid="event-card">
      <div className={styles.eventTop}>
        {event.status === "upcoming" ? <span className={`badge ${styles.upcoming}`}>{t("card.upcoming")}</span> : <span className={styles.pastBadge}>{t("card.past")}</span>}
        <span className={styles.circleName}>{event.circleName}</span>
      </div>
      <h3 id={headingId} className={styles.eventTitle}>
        {event.title}
      </h3>
      <EventTags tags={event.tags} />
      {event.hosts.length > 0 ? <p className={styles.hosts}>{t("card.hostedBy", { hosts: event.hosts.join(", ") })}</p> : null}
      <p className={styles.when}>
        <Clock size={16} strokeWidth={1.5} aria-hidden="true" />
        <span>
          {cardDate(event.occurrence, locale)}, {timeText(event, locale)}
        </span>
      </p>
      {event.weekly ? (
        <p className={styles.when}>
          <Repeat size={16} strokeWidth={1.5} aria-hidden="true" />
          <span>{t("card.weekly")}</span>
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
            {t("card.joinOnline")}
          </a>
        </p>
      ) : null}
      <div className={styles.eventFoot}>
        {event.status === "upcoming" ? (
          <div className={styles.rsvp} role="group" aria-label={t("card.yourAnswer", { title: event.title })}>
            {rsvpAnswers.map((value) => (
              <button
                key={value}
                type="button"
                className={`btn ${event.rsvp.you === value ? "btn-primary" : "btn-secondary"} ${styles.rsvpButton}`}
                aria-pressed={event.rsvp.you === value}
                disabled={rsvp.isPending}
                onClick={() => answer(value)}
              >
                {t(`card.answers.${value}`)}
              </button>
            ))}
          </div>
        ) : null}
        {counts ? <p className={styles.counts}>{counts}</p> : null}
        <a className={`btn btn-ghost ${styles.icsLink}`} href={eventIcsUrl(event.circleId, event.id)} download>
          <CalendarPlus size={18} strokeWidth={1.5} aria-hidden="true" />
          {t("card.addToCalendar")}
        </a>
        {event.canEdit ? (
          <button type="button" className="btn btn-ghost" aria-label={t("card.editLabel", { title: event.title })} onClick={() => setEditing(true)}>
            <Pencil size={18} strokeWidth={1.5} aria-hidden="true" />
            {t("card.edit")}
          </button>
        ) : null}
        {event.canEdit ? (
          <ConfirmAction
            label={t("card.cancelEvent")}
            labelForScreenReaders={t("card.cancelNamed", { title: event.title })}
            question={t("card.cancelQuestion", { title: event.title })}
            confirmLabel={t("card.cancelConfirm")}
            cancelLabel={t("card.keep")}
            pending={cancel.isPending}
            error={cancel.error}
            onConfirm={(close) => cancel.mutate({ circleId: event.circleId, eventId: event.id }, { onSuccess: close })}
          >
            {event.weekly ? t("card.cancelWeekly") : t("card.cancelOnce")}
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

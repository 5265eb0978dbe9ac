import { circleEventTags, type CircleEvent, type CircleEventCreateRequest, type CircleEventTag } from "@berea/contracts/circle-events";
import { useId, useState, type FormEvent } from "react";
import toast from "react-hot-toast";
import { FormField } from "../../components/form-field.tsx";
import { ApiError, errorMessage } from "../../lib/api-client.ts";
import { useCreateCircleEvent, useUpdateCircleEvent } from "./api/circle-events-api.ts";
import { useCircleEventsT } from "./i18n.ts";
import styles from "./circle-events.module.css";

type Repeat = "once" | "until" | "count";
const repeats: readonly Repeat[] = ["once", "count", "until"];
/** The video link's placeholder: how an address begins, the same in every language. */
const urlStart = "https://";

/** The server's message for each field (its `fields`), with a list's items ("hosts.2") under the list's name. */
export function fieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || !error.fields) return {};
  const byField: Record<string, string> = {};
  for (const [path, message] of Object.entries(error.fields)) {
    const field = path.replace(/\.\d+$/, "");
    byField[field] ??= message;
  }
  return byField;
}

/** The zone this device is in: the form's first choice. */
const deviceZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * The owner's form for a new event in one of their circles, or for changing
 * one (`editing`). Every check is the server's: its message shows under the
 * field it is about.
 */
export function EventForm({ circles, today, editing, onDone }: { circles: { id: string; name: string }[]; today: string; editing?: CircleEvent; onDone: () => void }) {
  const { t } = useCircleEventsT();
  const create = useCreateCircleEvent();
  const update = useUpdateCircleEvent();
  const save = editing ? update : create;
  const id = useId();
  const [circleId, setCircleId] = useState(editing?.circleId ?? circles[0]?.id ?? "");
  const [title, setTitle] = useState(editing?.title ?? "");
  const [date, setDate] = useState(editing?.date ?? today);
  const [endDate, setEndDate] = useState(editing && editing.endDate !== editing.date ? editing.endDate : "");
  const [startTime, setStartTime] = useState(editing?.startTime ?? "19:00");
  const [endTime, setEndTime] = useState(editing?.endTime ?? "20:30");
  const [timeZone, setTimeZone] = useState(() => editing?.timeZone ?? deviceZone());
  const [place, setPlace] = useState(editing?.place ?? "");
  const [videoLink, setVideoLink] = useState(editing?.videoLink ?? "");
  const [hosts, setHosts] = useState(editing?.hosts.join(", ") ?? "");
  const [tags, setTags] = useState<CircleEventTag[]>(editing?.tags ?? []);
  const [repeat, setRepeat] = useState<Repeat>(editing?.repeat ? (editing.repeat.count !== undefined ? "count" : "until") : "once");
  const [until, setUntil] = useState(editing?.repeat?.until ?? "");
  const [count, setCount] = useState(String(editing?.repeat?.count ?? 8));
  const errors = fieldErrors(save.error);
  const otherError = save.isError && Object.keys(errors).length === 0 ? errorMessage(save.error) : null;

  function submit(event: FormEvent) {
    event.preventDefault();
    const request: CircleEventCreateRequest = {
      circleId,
      title,
      date,
      ...(endDate ? { endDate } : {}),
      startTime,
      endTime,
      timeZone,
      place,
      videoLink,
      hosts: hosts
        .split(",")
        .map((host) => host.trim())
        .filter(Boolean),
      tags,
      ...(repeat === "until" ? { repeat: { until } } : repeat === "count" ? { repeat: { count: Number(count) } } : {}),
    };
    if (editing) {
      update.mutate(
        { ...request, eventId: editing.id },
        {
          onSuccess: (saved) => {
            toast.success(t("form.updated", { title: saved.title }));
            onDone();
          },
        },
      );
      return;
    }
    create.mutate(request, {
      onSuccess: (made) => {
        toast.success(t("form.added", { title: made.title }));
        onDone();
      },
    });
  }

  const toggleTag = (tag: CircleEventTag) => setTags((current) => (current.includes(tag) ? current.filter((entry) => entry !== tag) : [...current, tag]));

  return (
    <form className={`card ${styles.form}`} onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.formTitle}>
        {editing ? t("form.edit", { title: editing.title }) : t("form.new")}
      </h2>
      {circles.length > 1 && !editing ? (
        <div className="field">
          <label htmlFor={`${id}-circle`}>{t("form.circle")}</label>
          <select id={`${id}-circle`} className="input" value={circleId} onChange={(change) => setCircleId(change.target.value)}>
            {circles.map((circle) => (
              <option key={circle.id} value={circle.id}>
                {circle.name}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <FormField label={t("form.title")} value={title} onChange={(change) => setTitle(change.target.value)} error={errors["title"]} placeholder={t("form.titlePlaceholder")} />
      <div className={styles.formRow}>
        <FormField label={t("form.date")} type="date" value={date} onChange={(change) => setDate(change.target.value)} error={errors["date"]} />
        <FormField label={t("form.lastDay")} type="date" value={endDate} onChange={(change) => setEndDate(change.target.value)} error={errors["endDate"]} />
      </div>
      <div className={styles.formRow}>
        <FormField label={t("form.starts")} type="time" value={startTime} onChange={(change) => setStartTime(change.target.value)} error={errors["startTime"]} />
        <FormField label={t("form.ends")} type="time" value={endTime} onChange={(change) => setEndTime(change.target.value)} error={errors["endTime"]} />
      </div>
      <FormField label={t("form.timeZone")} value={timeZone} onChange={(change) => setTimeZone(change.target.value)} error={errors["timeZone"]} autoComplete="off" spellCheck={false} />
      <FormField label={t("form.place")} value={place} onChange={(change) => setPlace(change.target.value)} error={errors["place"]} placeholder={t("form.placePlaceholder")} />
      <FormField label={t("form.videoLink")} type="url" value={videoLink} onChange={(change) => setVideoLink(change.target.value)} error={errors["videoLink"]} placeholder={urlStart} />
      <FormField label={t("form.hosts")} value={hosts} onChange={(change) => setHosts(change.target.value)} error={errors["hosts"]} />
      <fieldset className={styles.fieldset}>
        <legend>{t("form.tags")}</legend>
        <div className={styles.checks}>
          {circleEventTags.map((tag) => (
            <label key={tag} className={styles.check}>
              <input type="checkbox" checked={tags.includes(tag)} onChange={() => toggleTag(tag)} />
              {t(`tags.${tag}`)}
            </label>
          ))}
        </div>
        {errors["tags"] ? <p className="field-error">{errors["tags"]}</p> : null}
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend>{t("form.repeats")}</legend>
        <div className={styles.checks}>
          {repeats.map((value) => (
            <label key={value} className={styles.check}>
              <input type="radio" name={`${id}-repeat`} value={value} checked={repeat === value} onChange={() => setRepeat(value)} />
              {t(`form.repeat.${value}`)}
            </label>
          ))}
        </div>
        {repeat === "count" ? <FormField label={t("form.howMany")} type="number" min={2} max={52} value={count} onChange={(change) => setCount(change.target.value)} error={errors["repeat.count"]} /> : null}
        {repeat === "until" ? <FormField label={t("form.until")} type="date" value={until} onChange={(change) => setUntil(change.target.value)} error={errors["repeat.until"] ?? errors["repeat"]} /> : null}
      </fieldset>
      {otherError ? (
        <p className="field-error" role="alert">
          {otherError}
        </p>
      ) : null}
      <div className={styles.formActions}>
        <button type="submit" className="btn btn-primary" disabled={save.isPending}>
          {save.isPending ? t("form.saving") : editing ? t("form.saveChanges") : t("form.save")}
        </button>
        <button type="button" className="btn btn-ghost" onClick={onDone}>
          {t("form.close")}
        </button>
      </div>
    </form>
  );
}

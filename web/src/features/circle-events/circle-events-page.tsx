import { circleEventTags, type CircleEventListReply, type CircleEventOccurrence } from "@berea/contracts/circle-events";
import { CalendarDays, Filter, Plus, Rss, Search, UsersRound } from "lucide-react";
import { useId, useMemo, useRef, useState, type KeyboardEvent } from "react";
import { Link } from "react-router";
import { EmptyState } from "../../components/empty-state.tsx";
import { LoadingState, LoadProblem } from "../../components/load-states.tsx";
import { PageIntro } from "../../components/page-intro.tsx";
import { paths } from "../../config/paths.ts";
import { copyText } from "../../lib/copy-text.ts";
import { useCircleEvents, useFeedPath } from "./api/circle-events-api.ts";
import { EventCard } from "./event-card.tsx";
import { EventForm } from "./event-form.tsx";
import { addDays, defaultFilter, groupByDate, localToday, longDate, onlineVenue, shownGroups, timeRanges, venuesOf, visibleEvents, type EventFilter, type EventTab } from "./event-list.ts";
import { useCircleEventsT, useEventLocale } from "./i18n.ts";
import { MonthView } from "./month-view.tsx";
import styles from "./circle-events.module.css";

/** The list reads a year back and a little more than a year ahead. */
const daysBack = 365;
const daysAhead = 400;

/** The filters' value for "all" (not a word: the options' labels come from the namespace). */
const allOption = "all";
const eventTabs: readonly EventTab[] = ["upcoming", "past"];
/** The tab a day picked in the month view belongs to. */
const tabFor = (day: string, today: string): EventTab => (day >= today ? "upcoming" : "past");

/**
 * `/c`: the events of the reader's faith circles, as the spec's event list:
 * 'Upcoming' and 'Past', a search, date groups (five, then 'View More
 * Events'), and the sidebar with the circle, the filter and the venues.
 */
export default function CircleEventsPage() {
  const { t } = useCircleEventsT();
  const today = localToday(new Date());
  const events = useCircleEvents(addDays(today, -daysBack), addDays(today, daysAhead));
  let content;
  if (events.isPending) content = <LoadingState label={t("gathering")} />;
  else if (events.isError) content = <LoadProblem error={events.error} onRetry={() => void events.refetch()} />;
  else if (events.data.circles.length === 0)
    content = (
      <EmptyState icon={UsersRound} title={t("noCircleTitle")}>
        {t("noCircleBefore")}
        <Link to={paths.circles}>{t("noCircleLink")}</Link>
        {t("noCircleAfter")}
      </EmptyState>
    );
  else content = <EventsView reply={events.data} today={today} />;
  return (
    <div className={`container page ${styles.page}`}>
      <title>{t("documentTitle")}</title>
      <PageIntro title={t("title")}>{t("intro")}</PageIntro>
      {content}
    </div>
  );
}

function EventsView({ reply, today }: { reply: CircleEventListReply; today: string }) {
  const { t } = useCircleEventsT();
  const id = useId();
  const locale = useEventLocale();
  const venueName = (venue: string) => (venue === onlineVenue ? t("online") : venue);
  const [tab, setTab] = useState<EventTab>("upcoming");
  const [search, setSearch] = useState("");
  const [filter, setFilter] = useState<EventFilter>(() => defaultFilter());
  const [showAll, setShowAll] = useState(false);
  const [pickedDay, setPickedDay] = useState<string | null>(null);
  const [panel, setPanel] = useState<"calendar" | "feed" | null>(null);
  // Open beside the list on a wide screen; on a phone (under the list) it opens from the filter button.
  const [filterOpen, setFilterOpen] = useState(() => typeof window.matchMedia === "function" && window.matchMedia("(min-width: 60rem)").matches);
  const [formOpen, setFormOpen] = useState(false);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  const owned = reply.circles.filter((circle) => circle.role === "owner");
  const inCircle = useMemo(() => reply.occurrences.filter((event) => filter.circle === "all" || event.circleId === filter.circle), [reply.occurrences, filter.circle]);
  const venues = useMemo(() => venuesOf(inCircle), [inCircle]);
  const visible = visibleEvents(reply.occurrences, tab, search, filter, today).filter((event) => pickedDay === null || (event.occurrence <= pickedDay && event.occurrenceEnd >= pickedDay));
  const groups = groupByDate(visible);
  const shown = showAll ? groups : groups.slice(0, shownGroups);
  const circle = filter.circle === "all" ? null : reply.circles.find((entry) => entry.id === filter.circle);

  const choose = (next: EventTab) => {
    setTab(next);
    setShowAll(false);
  };
  const onTabKey = (event: KeyboardEvent) => {
    if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") return;
    const next = tab === "upcoming" ? "past" : "upcoming";
    choose(next);
    tabs.current[next === "upcoming" ? 0 : 1]?.focus();
  };
  // On a phone the filter sits under the list: opening it brings it into view, with focus on its heading.
  const toggleFilter = () => {
    const opening = !filterOpen;
    setFilterOpen(opening);
    if (opening) {
      requestAnimationFrame(() => {
        const panel = document.getElementById(`${id}-filter`);
        const heading = document.getElementById(`${id}-filter-title`);
        if (!panel || !heading) return;
        // Scrolled to only where it is out of sight (under the list on a phone); test DOMs without scrollIntoView still move focus.
        const outOfSight = panel.getBoundingClientRect().bottom > window.innerHeight;
        if (outOfSight && typeof panel.scrollIntoView === "function") panel.scrollIntoView({ block: "start", behavior: "smooth" });
        heading.focus({ preventScroll: true });
      });
    }
  };
  const togglePanel = (which: "calendar" | "feed") => setPanel((current) => (current === which ? null : which));
  const setFilterField = <K extends keyof EventFilter>(key: K, value: EventFilter[K]) => {
    setFilter((current) => ({ ...current, [key]: value }));
    setShowAll(false);
  };

  return (
    <div className={styles.layout}>
      <div className={styles.main}>
        {owned.length > 0 ? (
          formOpen ? (
            <EventForm circles={owned} today={today} onDone={() => setFormOpen(false)} />
          ) : (
            <button type="button" className={`btn btn-primary ${styles.newEvent}`} onClick={() => setFormOpen(true)}>
              <Plus size={18} strokeWidth={1.5} aria-hidden="true" />
              {t("newEvent")}
            </button>
          )
        ) : null}
        <div className={styles.toolbar}>
          <div role="tablist" aria-label={t("tabsLabel")} className={styles.tabs} onKeyDown={onTabKey}>
            {eventTabs.map((value, index) => (
              <button
                key={value}
                ref={(element) => {
                  tabs.current[index] = element;
                }}
                type="button"
                role="tab"
                id={`${id}-tab-${value}`}
                aria-selected={tab === value}
                aria-controls={`${id}-list`}
                tabIndex={tab === value ? 0 : -1}
                className={styles.tab}
                onClick={() => choose(value)}
              >
                {t(`tabs.${value}`)}
              </button>
            ))}
          </div>
          <div className={styles.searchBox}>
            <Search size={18} strokeWidth={1.5} aria-hidden="true" className={styles.searchIcon} />
            <input
              type="search"
              className={`input ${styles.search}`}
              placeholder={t("search")}
              aria-label={t("searchLabel")}
              value={search}
              onChange={(change) => {
                setSearch(change.target.value);
                setShowAll(false);
              }}
            />
          </div>
          <div className={styles.tools}>
            <button type="button" className={`btn btn-ghost ${styles.tool}`} aria-label={t("filter")} aria-expanded={filterOpen} aria-controls={`${id}-filter`} onClick={toggleFilter}>
              <Filter size={20} strokeWidth={1.5} aria-hidden="true" />
            </button>
            <button type="button" className={`btn btn-ghost ${styles.tool}`} aria-label={t("calendar")} aria-expanded={panel === "calendar"} onClick={() => togglePanel("calendar")}>
              <CalendarDays size={20} strokeWidth={1.5} aria-hidden="true" />
            </button>
            <button type="button" className={`btn btn-ghost ${styles.tool}`} aria-label={t("feed")} aria-expanded={panel === "feed"} onClick={() => togglePanel("feed")}>
              <Rss size={20} strokeWidth={1.5} aria-hidden="true" />
            </button>
          </div>
        </div>
        {panel === "calendar" ? (
          <MonthView
            events={inCircle}
            today={today}
            locale={locale}
            onPickDay={(day) => {
              setPickedDay(day);
              choose(tabFor(day, today));
            }}
          />
        ) : null}
        {panel === "feed" ? <FeedPanel /> : null}
        {pickedDay ? (
          <p className={styles.picked}>
            {t("eventsOn", { date: longDate(pickedDay, locale) })}{" "}
            <button type="button" className="btn btn-ghost" onClick={() => setPickedDay(null)}>
              {t("allDates")}
            </button>
          </p>
        ) : null}
        <div role="tabpanel" id={`${id}-list`} aria-labelledby={`${id}-tab-${tab}`} className={styles.list}>
          {groups.length === 0 ? (
            <p className={`card ${styles.muted}`}>{search.trim() ? t(`noMatch.${tab}`, { search: search.trim() }) : tab === "upcoming" ? t("noneUpcoming") : t("nonePast")}</p>
          ) : (
            shown.map((group) => (
              <section key={group.date} className={styles.group} aria-labelledby={`${id}-${group.date}`}>
                <h2 id={`${id}-${group.date}`} className={styles.dateHeading}>
                  {longDate(group.date, locale)}
                </h2>
                {group.events.map((event: CircleEventOccurrence) => (
                  <EventCard key={`${event.id}-${event.occurrence}`} event={event} locale={locale} />
                ))}
              </section>
            ))
          )}
          {groups.length > shownGroups ? (
            <button type="button" className={`btn btn-secondary ${styles.more}`} onClick={() => setShowAll((all) => !all)} aria-expanded={showAll}>
              {showAll ? t("showLess") : t("viewMore")}
            </button>
          ) : null}
        </div>
      </div>
      <aside className={styles.sidebar} aria-label={t("sidebar")}>
        <section className={`card ${styles.side}`} aria-labelledby={`${id}-circle`}>
          <h2 id={`${id}-circle`} className={styles.sideTitle}>
            {circle ? circle.name : reply.circles.length === 1 ? reply.circles[0]?.name : t("yourCircles")}
          </h2>
          {reply.circles.length > 1 ? (
            <div className="field">
              <label htmlFor={`${id}-picker`}>{t("circle")}</label>
              <select id={`${id}-picker`} className="input" value={filter.circle} onChange={(change) => setFilterField("circle", change.target.value)}>
                <option value={allOption}>{t("allCircles")}</option>
                {reply.circles.map((entry) => (
                  <option key={entry.id} value={entry.id}>
                    {entry.name}
                  </option>
                ))}
              </select>
            </div>
          ) : null}
          <ul className={styles.circleLinks}>
            {(circle ? [circle] : reply.circles).map((entry) => (
              <li key={entry.id}>
                <Link to={`${paths.circles}/${encodeURIComponent(entry.id)}`}>
                  {reply.circles.length > 1 && !circle ? t("circleMembers", { name: entry.name }) : ""}
                  {t("members", { count: entry.memberCount })}
                </Link>
              </li>
            ))}
          </ul>
        </section>
        {filterOpen ? (
          <section id={`${id}-filter`} className={`card ${styles.side}`} aria-labelledby={`${id}-filter-title`}>
            <div className={styles.filterHead}>
              <h2 id={`${id}-filter-title`} className={styles.sideTitle} tabIndex={-1}>
                {t("filter")}
              </h2>
              <button
                type="button"
                className="btn btn-ghost"
                onClick={() => {
                  setFilter((current) => defaultFilter(current.circle));
                  setPickedDay(null);
                }}
              >
                {t("resetFilter")}
              </button>
            </div>
            <div className={styles.filterGroup} role="group" aria-label={t("tagGroup")}>
              {([allOption, ...circleEventTags] as const).map((tag) => (
                <button key={tag} type="button" className={styles.tagButton} data-tag={tag} aria-pressed={filter.tag === tag} onClick={() => setFilterField("tag", tag)}>
                  {tag === allOption ? t("allTags") : t(`tags.${tag}`)}
                </button>
              ))}
            </div>
            <label className={styles.check}>
              <input type="checkbox" checked={filter.repeating} onChange={(change) => setFilterField("repeating", change.target.checked)} />
              {t("repeating")}
            </label>
            <label className={styles.check}>
              <input type="checkbox" checked={filter.multiDay} onChange={(change) => setFilterField("multiDay", change.target.checked)} />
              {t("multiDay")}
            </label>
            <div className={styles.filterGroup} role="group" aria-label={t("timeRange")}>
              {timeRanges.map((range) => (
                <button key={range.id} type="button" className={styles.rangeButton} aria-pressed={filter.range === range.id} onClick={() => setFilterField("range", range.id)}>
                  {t(`ranges.${range.id}`)}
                </button>
              ))}
            </div>
            <div className="field">
              <label htmlFor={`${id}-venue`}>{t("venue")}</label>
              <select id={`${id}-venue`} className="input" value={filter.venue} onChange={(change) => setFilterField("venue", change.target.value)}>
                <option value={allOption}>{t("allVenues")}</option>
                {venues.map((venue) => (
                  <option key={venue} value={venue}>
                    {venueName(venue)}
                  </option>
                ))}
              </select>
            </div>
          </section>
        ) : null}
        <section className={`card ${styles.side}`} aria-labelledby={`${id}-venues`}>
          <h2 id={`${id}-venues`} className={styles.sideTitle}>
            {t("venueList")}
          </h2>
          {venues.length === 0 ? (
            <p className={styles.muted}>{t("noVenues")}</p>
          ) : (
            <ul className={styles.venues}>
              {venues.map((venue) => (
                <li key={venue}>{venueName(venue)}</li>
              ))}
            </ul>
          )}
        </section>
      </aside>
    </div>
  );
}

/** The feed button's panel: the reader's private calendar address, to paste into a calendar app. */
function FeedPanel() {
  const { t } = useCircleEventsT();
  const id = useId();
  const feed = useFeedPath(true);
  const address = feed.data ? `${window.location.origin}${feed.data.path}` : "";
  return (
    <section className={`card ${styles.feed}`} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.sideTitle}>
        {t("feed")}
      </h2>
      <p className={styles.muted}>{t("feedExplain")}</p>
      {feed.isPending ? <LoadingState label={t("feedMaking")} short /> : null}
      {feed.isError ? <LoadProblem error={feed.error} onRetry={() => void feed.refetch()} /> : null}
      {feed.data ? (
        <div className={styles.feedRow}>
          <label htmlFor={`${id}-address`} className="visually-hidden">
            {t("feedAddress")}
          </label>
          <input id={`${id}-address`} className="input" readOnly value={address} onFocus={(focus) => focus.target.select()} />
          <button type="button" className="btn btn-secondary" onClick={() => void copyText(address, t("feedCopied"))}>
            {t("copy")}
          </button>
        </div>
      ) : null}
    </section>
  );
}

import { useRef, type KeyboardEvent } from "react";
import { usePrayerT } from "./i18n.ts";
import styles from "./prayer.module.css";

export type PrayerTab = "wall" | "mine" | "reports";

const allTabs: readonly { tab: PrayerTab }[] = [{ tab: "wall" }, { tab: "mine" }, { tab: "reports" }];

/** The tabs a reader sees: "Reports" only for moderators (their labels are the namespace's `tabs.<tab>`). */
export const prayerTabs = (moderator: boolean) => allTabs.filter(({ tab }) => moderator || tab !== "reports");

/** The tab a `?tab=` names; the wall for anything else. */
export const tabFromQuery = (value: string | null): PrayerTab => (value === "mine" || value === "reports" ? value : "wall");

/** The id of a tab's button, for its panel's `aria-labelledby`. */
export const tabId = (prefix: string, tab: PrayerTab) => `${prefix}-tab-${tab}`;

/** "The wall", "My requests" (and a moderator's "Reports") as tabs: arrow keys, Home and End move between them (and open the one reached). */
export function PrayerTabs({
  tabs,
  selected,
  onSelect,
  idPrefix,
  panelId,
}: {
  tabs: readonly { tab: PrayerTab; label: string }[];
  selected: PrayerTab;
  onSelect: (tab: PrayerTab) => void;
  idPrefix: string;
  panelId: string;
}) {
  const { t } = usePrayerT();
  const buttons = useRef(new Map<PrayerTab, HTMLButtonElement>());

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const at = tabs.findIndex(({ tab }) => tab === selected);
    const last = tabs.length - 1;
    const moves: Record<string, number> = { ArrowRight: at === last ? 0 : at + 1, ArrowLeft: at === 0 ? last : at - 1, Home: 0, End: last };
    const to = moves[event.key];
    const next = to === undefined ? undefined : tabs[to]?.tab;
    if (!next) return;
    event.preventDefault();
    onSelect(next);
    buttons.current.get(next)?.focus();
  }

  return (
    <div role="tablist" aria-label={t("tabs.label")} className={styles.tabs} onKeyDown={onKeyDown}>
      {tabs.map(({ tab, label }) => {
        const active = tab === selected;
        return (
          <button
            key={tab}
            ref={(button) => {
              if (button) buttons.current.set(tab, button);
              else buttons.current.delete(tab);
            }}
            type="button"
            role="tab"
            id={tabId(idPrefix, tab)}
            className={styles.tab}
            aria-selected={active}
            // Only the open tab's panel is in the page.
            aria-controls={active ? panelId : undefined}
            tabIndex={active ? 0 : -1}
            onClick={() => onSelect(tab)}
          >
            {label}
          </button>
        );
      })}
    </div>
  );
}

import type { ActivityDay } from "@berea/contracts/dashboard";
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { activityKinds, dayFormats } from "./activity-kinds.ts";
import { useDashboardT } from "./i18n.ts";

/** The chart's look (the theme's colours), apart from its words. */
const look = {
  grid: "var(--border)",
  axis: { stroke: "var(--border)" },
  tick: { fill: "var(--ink-muted)", fontSize: 12 },
  cursor: { fill: "var(--surface-2)" },
  tooltip: { background: "var(--surface)", border: "1px solid var(--border)", borderRadius: 8, color: "var(--ink)" },
  legend: { fontSize: 13, color: "var(--ink-muted)" },
  legendIcon: "circle",
  stack: "day",
  dateKey: "date",
} as const;

const reducedMotion = () => typeof window.matchMedia === "function" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;

/**
 * The last 30 days as bars stacked by kind. Loaded lazily (recharts is most
 * of its weight), and drawn for sighted readers only: the card around it
 * carries the same numbers as text and a table.
 */
export default function ActivityChart({ days }: { days: ActivityDay[] }) {
  const animate = !reducedMotion();
  const { t, i18n } = useDashboardT();
  const { shortDay, longDay } = dayFormats(t, i18n.language);
  return (
    <ResponsiveContainer width="100%" height={220}>
      <BarChart accessibilityLayer={false} data={days} margin={{ top: 8, right: 16, bottom: 0, left: -24 }} barCategoryGap="18%">
        <CartesianGrid vertical={false} stroke={look.grid} />
        <XAxis dataKey={look.dateKey} tickFormatter={shortDay} interval={6} tickLine={false} axisLine={look.axis} tick={look.tick} />
        <YAxis allowDecimals={false} tickLine={false} axisLine={false} tick={look.tick} />
        <Tooltip labelFormatter={(date) => longDay(String(date))} cursor={look.cursor} contentStyle={look.tooltip} />
        <Legend iconType={look.legendIcon} iconSize={10} wrapperStyle={look.legend} />
        {activityKinds.map((kind) => (
          <Bar
            key={kind.key}
            dataKey={kind.key}
            name={t(`activity.kinds.${kind.key}`)}
            stackId={look.stack}
            fill={kind.color}
            isAnimationActive={animate}
            animationDuration={250}
          />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}

import type { ActivityDay } from "@berea/contracts/dashboard";
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { activityKinds, longDay, shortDay } from "./activity-kinds.ts";

const reducedMotion = () => typeof window.matchMedia === "function" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;

/**
 * The last 30 days as bars stacked by kind. Loaded lazily (recharts is most
 * of its weight), and drawn for sighted readers only: the card around it
 * carries the same numbers as text and a table.
 */
export default function ActivityChart({ days }: { days: ActivityDay[] }) {
  const animate = !reducedMotion();
  return (
    <ResponsiveContainer width="100%" height={220}>
      <BarChart accessibilityLayer={false} data={days} margin={{ top: 8, right: 16, bottom: 0, left: -24 }} barCategoryGap="18%">
        <CartesianGrid vertical={false} stroke="var(--border)" />
        <XAxis dataKey="date" tickFormatter={shortDay} interval={6} tickLine={false} axisLine={{ stroke: "var(--border)" }} tick={{ fill: "var(--ink-muted)", fontSize: 12 }} />
        <YAxis allowDecimals={false} tickLine={false} axisLine={false} tick={{ fill: "var(--ink-muted)", fontSize: 12 }} />
        <Tooltip
          labelFormatter={(date) => longDay(String(date))}
          cursor={{ fill: "var(--surface-2)" }}
          contentStyle={{ background: "var(--surface)", border: "1px solid var(--border)", borderRadius: 8, color: "var(--ink)" }}
        />
        <Legend iconType="circle" iconSize={10} wrapperStyle={{ fontSize: 13, color: "var(--ink-muted)" }} />
        {activityKinds.map((kind) => (
          <Bar
            key={kind.key}
            dataKey={kind.key}
            name={kind.label}
            stackId="day"
            fill={kind.color}
            isAnimationActive={animate}
            animationDuration={250}
          />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}

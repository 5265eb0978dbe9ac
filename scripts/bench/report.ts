/** Shared shape and helpers of the benchmark reports. */

export interface BenchRow {
  metric: string;
  value: number | string;
  unit: string;
  /** The bar the issue sets; the value must be at or under it (or as `bound` says). */
  budget?: number;
  /** How the value must compare with the budget; "at most" when absent. */
  bound?: "at most" | "at least" | "under";
}

export interface BenchSection {
  name: string;
  rows: BenchRow[];
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] ?? Number.NaN;
}

export function withinBudget(row: BenchRow): boolean | undefined {
  if (row.budget === undefined) return undefined;
  if (typeof row.value !== "number") return false;
  if (row.bound === "at least") return row.value >= row.budget;
  if (row.bound === "under") return row.value < row.budget;
  return row.value <= row.budget;
}

/** The budget as the table prints it: "≤ 1800", "≥ 95", "< 0.05". */
export const budgetLabel = (row: BenchRow): string =>
  row.budget === undefined ? "" : `${row.bound === "at least" ? "≥" : row.bound === "under" ? "<" : "≤"} ${row.budget}`;

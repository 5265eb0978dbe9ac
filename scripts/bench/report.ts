/** Shared shape and helpers of the benchmark reports. */

export interface BenchRow {
  metric: string;
  value: number | string;
  unit: string;
  /** The bar the issue sets; the value must be at or under it. */
  budget?: number;
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

export const withinBudget = (row: BenchRow): boolean | undefined =>
  row.budget === undefined ? undefined : typeof row.value === "number" && row.value <= row.budget;

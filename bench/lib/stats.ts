/** Small statistics helpers: every figure in the report is a median of repetitions, or a percentile of samples. */

export function median(values: readonly number[]): number {
  return percentile(values, 50);
}

/** Linear interpolation between the closest ranks (the usual "type 7" definition). NaN for no samples. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = (p / 100) * (sorted.length - 1);
  const low = Math.floor(rank);
  const high = Math.ceil(rank);
  return sorted[low]! + (sorted[high]! - sorted[low]!) * (rank - low);
}

export type Percentiles = { p50: number; p90: number; p99: number; max: number; count: number };

export function percentiles(values: readonly number[]): Percentiles {
  return {
    p50: percentile(values, 50),
    p90: percentile(values, 90),
    p99: percentile(values, 99),
    max: values.length ? Math.max(...values) : Number.NaN,
    count: values.length,
  };
}

export function round(value: number, digits = 2): number {
  if (!Number.isFinite(value)) return value;
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

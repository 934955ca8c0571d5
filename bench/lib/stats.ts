/** Small statistics helpers: every figure in the report is a median of repetitions, or a percentile of samples. */

export function median(values: readonly number[]): number {
  return percentile(values, 50);
}

/** Linear interpolation between the closest ranks (the usual "type 7" definition). NaN for no samples. */
export function percentile(values: readonly number[], p: number): number {
  return percentileOfSorted(
    [...values].sort((a, b) => a - b),
    p,
  );
}

function percentileOfSorted(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = (p / 100) * (sorted.length - 1);
  const low = Math.floor(rank);
  const high = Math.ceil(rank);
  return sorted[low]! + (sorted[high]! - sorted[low]!) * (rank - low);
}

export type Percentiles = { p50: number; p90: number; p99: number; max: number; count: number };

/** Sorted once; no `Math.max(...values)`, which overflows the stack past ~100k samples (a fast route in 5 s). */
export function percentiles(values: readonly number[]): Percentiles {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    p50: percentileOfSorted(sorted, 50),
    p90: percentileOfSorted(sorted, 90),
    p99: percentileOfSorted(sorted, 99),
    max: sorted.length ? sorted[sorted.length - 1]! : Number.NaN,
    count: sorted.length,
  };
}

export function round(value: number, digits = 2): number {
  if (!Number.isFinite(value)) return value;
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

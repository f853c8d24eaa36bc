/** Summary figures of a set of timings in milliseconds. */
export type Figures = {
  count: number;
  mean: number;
  median: number;
  p95: number;
  p99: number;
  max: number;
  /** Standard deviation. */
  sd: number;
};

export function figuresOf(timings: number[]): Figures {
  const sorted = [...timings].sort((a, b) => a - b);
  const count = sorted.length;
  const mean = sorted.reduce((sum, value) => sum + value, 0) / Math.max(1, count);
  const variance =
    sorted.reduce((sum, value) => sum + (value - mean) ** 2, 0) / Math.max(1, count - 1);
  const at = (share: number) => sorted[Math.min(count - 1, Math.floor(share * count))] ?? 0;
  return {
    count,
    mean,
    median: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    max: sorted[count - 1] ?? 0,
    sd: Math.sqrt(variance),
  };
}

export const ms = (value: number) => `${value.toFixed(2)} ms`;

/**
 * The look the app's charts share, as recharts props spread on their parts, so the sign-ups
 * and the credits charts read as one family. Plain values: recharts itself stays in the lazily
 * loaded chart components.
 */
export const chartLook = {
  /** The chart's frame; its figures are in a table beside it for assistive technology. */
  frame: { margin: { top: 8, right: 8, bottom: 0, left: 0 }, accessibilityLayer: false },
  /** Horizontal dashed lines behind the figures. */
  grid: { strokeDasharray: "3 3", stroke: "var(--border)", vertical: false },
  /** The x axis: each point's `label`, small, skipping labels that would touch. */
  xAxis: { dataKey: "label", tick: { fontSize: 12 }, minTickGap: 16 },
  /** The y axis's small figures. */
  yTick: { fontSize: 12 },
  /** The tooltip in the card's colours. */
  tooltipStyle: { background: "var(--card)", borderColor: "var(--border)" },
  /** A bar in the primary colour, rounded on top, drawn at once. */
  bar: {
    fill: "var(--primary)",
    radius: [3, 3, 0, 0] as [number, number, number, number],
    isAnimationActive: false,
  },
};

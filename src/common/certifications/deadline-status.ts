/** How far a certification's credits are, by spec section 4. */
export const deadlineStatuses = ["Completed", "On Track", "In Progress", "At Risk"] as const;
export type DeadlineStatus = (typeof deadlineStatuses)[number];

/** Percentage of required credits earned; 0 required counts as 100. Not capped. */
export function creditsPercent(earned: number, required: number): number {
  if (required <= 0) return 100;
  return (earned / required) * 100;
}

/** The progress bar's fill: the percentage capped at 100 and never below 0. */
export function progressPercent(earned: number, required: number): number {
  return Math.max(0, Math.min(100, creditsPercent(earned, required)));
}

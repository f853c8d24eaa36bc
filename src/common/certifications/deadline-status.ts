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

/**
 * The status of a cycle's progress: what counts toward the requirement is what is required
 * less what is still missing (category minimums included), so a cycle with every credit but
 * 2 ethics hours is not Completed. 0 required is Completed.
 */
export function progressStatus(progress: {
  creditsRequired: number;
  creditsMissing: number;
}): DeadlineStatus {
  const { creditsRequired: required, creditsMissing: missing } = progress;
  if (missing <= 0) return "Completed";
  return deadlineStatus(Math.max(0, required - missing), required);
}

export function deadlineStatus(earned: number, required: number): DeadlineStatus {
  const percent = creditsPercent(earned, required);
  if (percent >= 100) return "Completed";
  if (percent >= 75) return "On Track";
  if (percent >= 40) return "In Progress";
  return "At Risk";
}

/** Credits still to earn in the current cycle (never negative). */
export function creditsMissing(earned: number, required: number): number {
  return Math.max(0, required - earned);
}

/**
 * A new version of a rule set offered to a certification that follows it: pending until the
 * user applies it ("Apply to my certification") or keeps her own ("Keep mine").
 */
export const ruleChangeStatuses = ["pending", "applied", "kept"] as const;
export type RuleChangeStatus = (typeof ruleChangeStatuses)[number];

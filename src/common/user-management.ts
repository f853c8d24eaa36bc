import { z } from "zod";
import { mfaTypes } from "./accounts/sign-in";
import { adminAuditEntrySchema } from "./admin-audit";
import { pageQueryFields } from "./pagination";
import { hasPremium } from "./plan";
import { subscriptionStatuses } from "./user";

/**
 * User Management (/settings/users): administrators find accounts and act on them. Every
 * action is written to the admin audit trail, shown on the user's row.
 */

export const accountStatuses = ["enabled", "disabled"] as const;
export type AccountStatus = (typeof accountStatuses)[number];

/**
 * The plan a user is on: "premium" through an active subscription, "override" when only an
 * administrator's premium override gives it, "free" otherwise.
 */
export const userPlans = ["premium", "override", "free"] as const;
export type UserPlan = (typeof userPlans)[number];
export const userPlanLabels: Record<UserPlan, string> = {
  premium: "Premium",
  override: "Override",
  free: "Free",
};

export function planOf(user: {
  subscriptionStatus: string;
  isSubscriptionOverridden: boolean;
}): UserPlan {
  if (user.subscriptionStatus === "active") return "premium";
  return hasPremium(user) ? "override" : "free";
}

/** The plan filter: premium (by subscription or override) or free. */
export const planFilters = ["premium", "free"] as const;
/** The role filter: administrators only, or everyone else. */
export const roleFilters = ["administrator", "user"] as const;

/**
 * GET /api/admin/users query. `search` finds a part of the name (first and last, together),
 * the username or the email, ignoring case. Newest accounts first.
 */
export const managedUserListQuerySchema = z.object({
  search: z.string().trim().max(200).optional(),
  status: z.enum(accountStatuses).optional(),
  plan: z.enum(planFilters).optional(),
  role: z.enum(roleFilters).optional(),
  ...pageQueryFields({ default: 25, max: 100 }),
});
export type ManagedUserListQuery = z.output<typeof managedUserListQuerySchema>;

/** A user as User Management lists them: flags and counts, never a secret. */
export const managedUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  emailVerified: z.boolean(),
  status: z.enum(accountStatuses),
  plan: z.enum(userPlans),
  subscriptionStatus: z.enum(subscriptionStatuses),
  isSubscriptionOverridden: z.boolean(),
  isAdmin: z.boolean(),
  mfaEnabled: z.boolean(),
  mfaType: z.enum(mfaTypes),
  /** The last successful sign-in (auth log); null when they never signed in. */
  lastSignInAt: z.string().nullable(),
  certificationCount: z.number().int(),
  createdAt: z.string(),
});
export type ManagedUser = z.infer<typeof managedUserSchema>;

/** POST /api/admin/users/:id/premium-override and .../administrator. */
export const userFlagInputSchema = z.object({ on: z.boolean() });
export type UserFlagInput = z.infer<typeof userFlagInputSchema>;

/** GET /api/admin/users/:id/audit: the latest lines of the trail about the user. */
export const userAuditTrailSchema = z.array(adminAuditEntrySchema);

export const userManagementMessages = {
  notFound: "User not found",
  selfDisable: "You cannot disable your own account.",
  lastAdministrator: "There must be at least one administrator.",
  alreadyVerified: "This email address is already verified.",
  noEmail: "This account has no email address.",
} as const;

/** "Alex Rivera", or null when the user gave no name. */
export function fullName(user: { firstName: string | null; lastName: string | null }) {
  const name = [user.firstName, user.lastName].filter(Boolean).join(" ").trim();
  return name === "" ? null : name;
}

import { z } from "zod";
import { hasPremium } from "./plan";

/**
 * Who may open a page or call a route, declared once per page (web route table) and once per
 * API route (`config: { access }`): anyone, only someone signed out (the sign-in page), anyone
 * signed in, signed in with premium, or an administrator.
 */
export const accessLevels = ["public", "signed-out", "signed-in", "premium", "admin"] as const;
export type Access = (typeof accessLevels)[number];

/**
 * The levels an API route can state: "signed-out" only makes sense for a page. An "admin"
 * route also needs a live admin session (header x-admin-session); "admin-sign-in" is for the
 * admin area's own sign-in, sign-out and session routes: an administrator, with or without one.
 */
export const routeAccessLevels = [
  "public",
  "signed-in",
  "premium",
  "admin",
  "admin-sign-in",
] as const;
export type RouteAccess = (typeof routeAccessLevels)[number];

/** The levels that need someone signed in: their server handlers always have a user. */
export type SignedInAccess = "signed-in" | "premium" | "admin" | "admin-sign-in";

/** What access reads of a user. */
export type AccessHolder = {
  isAdmin: boolean;
  subscriptionStatus: string;
  isSubscriptionOverridden: boolean;
};

/**
 * Why `user` may not open something declared `level`, or null when they may:
 * "sign-in" nobody is signed in, "signed-in" someone is (a signed-out page),
 * "premium" no premium plan, "admin" not an administrator.
 */
export type AccessRefusal = "sign-in" | "signed-in" | "premium" | "admin";

export function accessRefusal(level: Access, user: AccessHolder | null): AccessRefusal | null {
  switch (level) {
    case "public":
      return null;
    case "signed-out":
      return user ? "signed-in" : null;
    case "signed-in":
      return user ? null : "sign-in";
    case "premium":
      if (!user) return "sign-in";
      return hasPremium(user) ? null : "premium";
    case "admin":
      if (!user) return "sign-in";
      return user.isAdmin === true ? null : "admin";
  }
}

/** The answers of the server's access hook (401 and the administrator 403). */
export const notSignedInMessage = "Not authenticated";
export const adminOnlyMessage = "This area is restricted to administrators only.";

/** The 403 of an "admin" route to an administrator without a live admin session. */
export const adminSessionRequiredMessage = "Sign in to the admin area to continue.";
export const adminSessionRequiredSchema = z.object({
  message: z.literal(adminSessionRequiredMessage),
  adminSessionRequired: z.literal(true),
});
export type AdminSessionRequired = z.infer<typeof adminSessionRequiredSchema>;

/** The header that carries the admin session id on admin API calls (spec section 6). */
export const adminSessionHeader = "x-admin-session";

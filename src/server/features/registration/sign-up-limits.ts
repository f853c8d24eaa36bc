import { and, eq, inArray } from "drizzle-orm";
import { authLogs } from "../../db/schema";
import type { ServiceDeps } from "../../feature-deps";
import { authEventsInLastHour } from "../../security/auth-log";
import type { SignUpStep } from "./sign-up-log";

/**
 * Sign-ups from one IP address within an hour (decision record 011): enough for a department
 * signing up together in a training session (about 30 people, some asking for a second code),
 * few enough that accounts cannot be made in bulk from one IP address.
 */
export const signUpsPerIpPerHour = { emails: 60, accounts: 30 } as const;

export const tooManySignUpsMessage = "Too many sign-ups from this network. Please try again later.";

/** Sign-up steps of these kinds taken from the IP address in the last hour (auth log). */
export function signUpStepsFromIp(
  deps: ServiceDeps,
  ipAddress: string,
  steps: SignUpStep[],
): Promise<number> {
  return authEventsInLastHour(
    deps,
    and(
      eq(authLogs.eventType, "registration"),
      inArray(authLogs.eventSubtype, steps),
      eq(authLogs.ipAddress, ipAddress),
    ),
  );
}

import {
  type AddCompletedTours,
  type CompletedTours,
  completedToursSchema,
  isTourName,
  type TourName,
} from "@common/tour-names";
import type { PublicUser } from "@common/user";
import { userQuery } from "@web/hooks/use-user";
import { apiSend } from "@web/lib/api-client";
import { queryClient } from "@web/lib/query-client";
import {
  addCompletedTours,
  getCompletedTours,
  markTourCompleted,
  resetAllTours,
  resetTour,
} from "./completed-tours";

/**
 * Completed tours are kept twice: in this browser under the spec's storage key, read at once
 * when a page opens, and on the account, so a tour finished on one device does not start again
 * on another. Each change goes to both; the two lists are merged when the account is read.
 */

/** The account's list as the server answered it, kept in the signed-in user's answer. */
function remember({ completedTours }: CompletedTours): void {
  queryClient.setQueryData(userQuery.queryKey, (user: PublicUser | null | undefined) =>
    user ? { ...user, completedTours } : user,
  );
}

/**
 * A failed call is not shown: the browser's list still has the change, and the next merge
 * sends a completion again. (A reset that failed may come back from the account on the next
 * merge; resetting again clears it.)
 */
function send(method: "POST" | "DELETE", url: string, body?: AddCompletedTours): void {
  apiSend(method, url, completedToursSchema, body).then(remember, () => undefined);
}

/** Records a finished or skipped tour in this browser and on the account. */
export function completeTour(name: TourName): void {
  markTourCompleted(name);
  send("POST", "/api/user/completed-tours", { tours: [name] });
}

/** Forgets a completed tour here and on the account: it starts again on every device. */
export function forgetTour(name: TourName): void {
  resetTour(name);
  send("DELETE", `/api/user/completed-tours/${name}`);
}

export function forgetAllTours(): void {
  resetAllTours();
  send("DELETE", "/api/user/completed-tours");
}

/**
 * Merges the account's completed tours into this browser's, and sends the account those only
 * this browser has (finished before signing in on this version, or while offline).
 */
export function mergeCompletedTours(accountTours: readonly string[]): void {
  addCompletedTours(accountTours);
  const missing = getCompletedTours().filter(
    (name): name is TourName => isTourName(name) && !accountTours.includes(name),
  );
  if (missing.length > 0) send("POST", "/api/user/completed-tours", { tours: missing });
}

import {
  type AuthEventStatus,
  type AuthEventType,
  type AuthLogFilters,
  type AuthLogListQuery,
  authEventStatuses,
  authEventTypes,
} from "@common/auth-logs";
import { largestInteger } from "@common/integer-column";
import {
  dayFromAddress,
  isFilteredBeyond,
  oneOf,
  searchOfFilters,
  textFromAddress,
} from "@web/hooks/use-paged-filters";

/**
 * The filters and the page of /admin/auth-logs as the address holds them
 * (`?status=failure&from=2026-03-01&before=812`), so a reload or a link shows the same list.
 * Dates are the operator's calendar days; a value the address cannot mean is dropped.
 */
export type AuthLogView = {
  username: string;
  eventType: AuthEventType | null;
  status: AuthEventStatus | null;
  ipAddress: string;
  /** First day shown, inclusive ("YYYY-MM-DD", the operator's time zone). */
  from: string | null;
  /** Last day shown, inclusive. */
  to: string | null;
  /** The page: entries older than this entry, or newer than that one; neither is the newest. */
  before: number | null;
  after: number | null;
};

export const noAuthLogFilters: AuthLogView = {
  username: "",
  eventType: null,
  status: null,
  ipAddress: "",
  from: null,
  to: null,
  before: null,
  after: null,
};

function entryId(text: string | null): number | null {
  if (text === null || !/^[1-9]\d{0,9}$/.test(text)) return null;
  const id = Number(text);
  return id <= largestInteger ? id : null;
}

export function viewFromSearch(params: URLSearchParams): AuthLogView {
  const before = entryId(params.get("before"));
  return {
    username: textFromAddress(params, "username", 254),
    eventType: oneOf(authEventTypes, params.get("eventType")),
    status: oneOf(authEventStatuses, params.get("status")),
    ipAddress: textFromAddress(params, "ipAddress", 64),
    from: dayFromAddress(params, "from"),
    to: dayFromAddress(params, "to"),
    before,
    after: before === null ? entryId(params.get("after")) : null,
  };
}

/** The address's query for a view: only what is set, in a fixed order. */
export function searchOfView(view: AuthLogView): Record<string, string> {
  return searchOfFilters(view, noAuthLogFilters);
}

/** True when a filter narrows the list (the page does not). */
export function isFiltered(view: AuthLogView): boolean {
  return isFilteredBeyond(view, noAuthLogFilters, ["before", "after"]);
}

/** True when the last day is before the first: the period is left out (the field says why). */
export function isPeriodReversed({ from, to }: AuthLogView): boolean {
  return from !== null && to !== null && to < from;
}

/** Local midnight starting `day` ("2026-03-01"), as the instant the API takes. */
function startOfDay(day: string, offsetDays = 0): string {
  const [year, month, date] = day.split("-").map(Number);
  return new Date(year ?? 1970, (month ?? 1) - 1, (date ?? 1) + offsetDays).toISOString();
}

/**
 * The API's filters for a view: the days become the operator's local midnights, the last day
 * included (up to the midnight after it).
 */
export function filtersOfView(view: AuthLogView): AuthLogFilters {
  const reversed = isPeriodReversed(view);
  return {
    username: view.username || undefined,
    eventType: view.eventType ?? undefined,
    status: view.status ?? undefined,
    ipAddress: view.ipAddress || undefined,
    from: view.from && !reversed ? startOfDay(view.from) : undefined,
    to: view.to && !reversed ? startOfDay(view.to, 1) : undefined,
  };
}

export function listQueryOfView(view: AuthLogView, pageSize: number): AuthLogListQuery {
  return {
    ...filtersOfView(view),
    before: view.before ?? undefined,
    after: view.after ?? undefined,
    pageSize,
  };
}

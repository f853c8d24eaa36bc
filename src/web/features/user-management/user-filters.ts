import {
  type AccountStatus,
  accountStatuses,
  type ManagedUserListQuery,
  planFilters,
  roleFilters,
} from "@common/user-management";
import {
  type FiltersInAddress,
  oneOf,
  pageFromAddress,
  searchFromAddress,
} from "@web/hooks/use-paged-filters";

/**
 * The search and filters of /settings/users as the address holds them
 * (`?search=alex&status=disabled`), so a reload or a shared link shows the same list.
 */
export type UserFilters = {
  search: string;
  status: AccountStatus | null;
  plan: (typeof planFilters)[number] | null;
  role: (typeof roleFilters)[number] | null;
  page: number;
};

export const noUserFilters: UserFilters = {
  search: "",
  status: null,
  plan: null,
  role: null,
  page: 1,
};

export function userFiltersFromSearch(params: URLSearchParams): UserFilters {
  return {
    search: searchFromAddress(params),
    status: oneOf(accountStatuses, params.get("status")),
    plan: oneOf(planFilters, params.get("plan")),
    role: oneOf(roleFilters, params.get("role")),
    page: pageFromAddress(params),
  };
}

/** The address's query for `filters`: only what differs from no filter, in a fixed order. */
export function searchOfUserFilters(filters: UserFilters): Record<string, string> {
  const search: Record<string, string> = {};
  if (filters.search) search.search = filters.search;
  if (filters.status) search.status = filters.status;
  if (filters.plan) search.plan = filters.plan;
  if (filters.role) search.role = filters.role;
  if (filters.page > 1) search.page = String(filters.page);
  return search;
}

export function isUserListFiltered(filters: UserFilters): boolean {
  return Boolean(filters.search || filters.status || filters.plan || filters.role);
}

export function userListQueryOf(filters: UserFilters, pageSize: number): ManagedUserListQuery {
  return {
    search: filters.search || undefined,
    status: filters.status ?? undefined,
    plan: filters.plan ?? undefined,
    role: filters.role ?? undefined,
    page: filters.page,
    pageSize,
  };
}

/** How the filters of /settings/users are kept in the address. */
export const userFiltersInAddress: FiltersInAddress<UserFilters> = {
  fromSearch: userFiltersFromSearch,
  toSearch: searchOfUserFilters,
  none: noUserFilters,
};

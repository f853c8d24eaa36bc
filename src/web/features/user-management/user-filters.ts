import {
  type AccountStatus,
  accountStatuses,
  planFilters,
  roleFilters,
} from "@common/user-management";
import { filtersInAddress, oneOf } from "@web/hooks/use-paged-filters";

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

/** How the filters of /settings/users are kept in the address. */
export const userFiltersInAddress = filtersInAddress(noUserFilters, (params) => ({
  status: oneOf(accountStatuses, params.get("status")),
  plan: oneOf(planFilters, params.get("plan")),
  role: oneOf(roleFilters, params.get("role")),
}));

import { filtersInAddress } from "@web/hooks/use-paged-filters";

/** The filters of /admin/requirement-library as the address holds them: the search and page. */
export type StandingFilters = { search: string; page: number };

export const noStandingFilters: StandingFilters = { search: "", page: 1 };

/** How the filters of /admin/requirement-library are kept in the address. */
export const standingFiltersInAddress = filtersInAddress(noStandingFilters, () => ({}));

import { type FeedbackStatus, feedbackStatuses, feedbackTypes } from "@common/feedback";
import { filtersInAddress, oneOf } from "@web/hooks/use-paged-filters";

type FeedbackType = (typeof feedbackTypes)[number];

/**
 * The filters of /admin/feedback as the address holds them (`?status=pending&type=bug`), so a
 * reload or a shared link shows the same list. A value the address cannot mean is dropped.
 */
export type TriageFilters = {
  status: FeedbackStatus | null;
  type: FeedbackType | null;
  search: string;
  page: number;
};

export const noTriageFilters: TriageFilters = { status: null, type: null, search: "", page: 1 };

/** How the filters of /admin/feedback are kept in the address. */
export const triageFiltersInAddress = filtersInAddress(noTriageFilters, (params) => ({
  status: oneOf(feedbackStatuses, params.get("status")),
  type: oneOf(feedbackTypes, params.get("type")),
}));

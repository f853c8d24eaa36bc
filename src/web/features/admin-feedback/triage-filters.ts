import {
  type FeedbackStatus,
  feedbackCategories,
  feedbackStatuses,
  feedbackTypes,
} from "@common/feedback";
import { ruleSetKeySchema } from "@common/requirement-library/library";
import { filtersInAddress, oneOf, textFromAddress } from "@web/hooks/use-paged-filters";

type FeedbackType = (typeof feedbackTypes)[number];
type FeedbackCategory = (typeof feedbackCategories)[number];

/**
 * The filters of /admin/feedback as the address holds them (`?status=pending&type=bug`), so a
 * reload or a shared link shows the same list. A value the address cannot mean is dropped.
 * `ruleSet` keeps the reports against one rule set of the requirement library (the link from
 * /admin/requirement-library); it has no field of its own.
 */
export type TriageFilters = {
  status: FeedbackStatus | null;
  type: FeedbackType | null;
  category: FeedbackCategory | null;
  ruleSet: string | null;
  search: string;
  page: number;
};

export const noTriageFilters: TriageFilters = {
  status: null,
  type: null,
  category: null,
  ruleSet: null,
  search: "",
  page: 1,
};

/** A rule set's id in the address, when it can be one. */
function ruleSetFromAddress(params: URLSearchParams): string | null {
  const parsed = ruleSetKeySchema.safeParse(textFromAddress(params, "ruleSet", 80));
  return parsed.success && parsed.data !== "" ? parsed.data : null;
}

/** How the filters of /admin/feedback are kept in the address. */
export const triageFiltersInAddress = filtersInAddress(noTriageFilters, (params) => ({
  status: oneOf(feedbackStatuses, params.get("status")),
  type: oneOf(feedbackTypes, params.get("type")),
  category: oneOf(feedbackCategories, params.get("category")),
  ruleSet: ruleSetFromAddress(params),
}));

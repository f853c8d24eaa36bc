import { z } from "zod";
import { largestInteger } from "./integer-column";

/** The header carrying the number of rows of a paginated list, all pages together. */
export const totalCountHeader = "x-total-count";

/** `page` (1-based) and `pageSize` of a list's query string, with the list's own sizes. */
export function pageQueryFields(pageSize: { default: number; max: number }) {
  return {
    page: z.coerce.number().int().min(1).max(largestInteger).default(1),
    pageSize: z.coerce.number().int().min(1).max(pageSize.max).default(pageSize.default),
  };
}

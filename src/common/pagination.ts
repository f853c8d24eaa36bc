/** The header carrying the number of rows of a paginated list, all pages together. */
export const totalCountHeader = "x-total-count";

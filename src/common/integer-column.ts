import { z } from "zod";

/**
 * The largest value an integer column holds (a PostgreSQL `integer`): row ids, cycles and
 * counts. A number a request sends for one of them is refused above it rather than reaching
 * the database, which would fail the query.
 */
export const largestInteger = 2_147_483_647;

/** The id of a row sent in a body (e.g. the user of a pending sign-in). */
export const rowIdField = z.number().int().min(1).max(largestInteger);

import { importRefusalSchema } from "@common/spreadsheets/spreadsheet-import";
import { errorBody } from "./api-error";

/** The rows' problems of a refused import (400), or null for any other failure. */
export function importRefusal(error: unknown) {
  const parsed = importRefusalSchema.safeParse(errorBody(error));
  return parsed.success ? parsed.data : null;
}

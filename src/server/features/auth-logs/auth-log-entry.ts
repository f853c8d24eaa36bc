import type { AuthLogDetail } from "@common/auth-logs";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/open";
import { authLogs } from "../../db/schema";
import { HttpError } from "../../shared/http-error";
import { authLogEntryColumns, entryOfRow } from "./list-auth-logs";

/** One entry of the auth log with its details; 404 when there is none with that id. */
export async function authLogEntry(db: Database, id: number): Promise<AuthLogDetail> {
  const [row] = await db
    .select({ ...authLogEntryColumns, details: authLogs.details })
    .from(authLogs)
    .where(eq(authLogs.id, id));
  if (!row) throw new HttpError(404, "Not found");
  const { details, ...entry } = row;
  return { ...entryOfRow(entry), details };
}

import type { Database } from "../../db/open";
import { type DashboardParameters, type DashboardRow, dashboardQuery } from "./dashboard-statement";

type ReadDashboard = (parameters: DashboardParameters) => Promise<DashboardRow | undefined>;

const statements = new WeakMap<Database, ReadDashboard>();

/**
 * The dashboard's one row for these parameters, in one query. The statement's text is built
 * once per database, and the engine keeps it prepared: a named statement that each pooled
 * PostgreSQL connection parses and plans once, and on the embedded database a statement
 * prepared in the engine like every other query (decision record 040).
 */
export async function readDashboard(
  db: Database,
  parameters: DashboardParameters,
): Promise<DashboardRow> {
  let read = statements.get(db);
  if (!read) {
    const prepared = dashboardQuery(db).prepare("dashboard_of_user");
    read = async (values) => (await prepared.execute(values))[0];
    statements.set(db, read);
  }
  const row = await read(parameters);
  if (!row) throw new Error("The dashboard statement answered no row");
  return row;
}

import type { Database } from "../../src/server/db/open";
import { educationOpportunities } from "../../src/server/db/schema";

type NewOpportunity = Partial<typeof educationOpportunities.$inferInsert>;

/** An opportunity written straight to the catalog; any field can be overridden. */
export async function insertOpportunity(db: Database, overrides: NewOpportunity = {}) {
  const [row] = await db
    .insert(educationOpportunities)
    .values({
      title: "Ethics in Practice",
      provider: "Continuing Education Institute",
      description: "Case-based course on professional ethics.",
      url: "https://learn.example.org/ethics",
      credits: 2,
      creditsUnit: "hours",
      category: "Ethics",
      format: "Online course",
      cost: 0,
      startDate: null,
      endDate: null,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error("opportunity was not inserted");
  return row;
}

/** Empties the catalog, so a test sees only the opportunities it adds. */
export async function emptyCatalog(db: Database) {
  await db.delete(educationOpportunities);
}

import { defaultTheme, type Theme, themeSchema } from "@common/theme";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Database } from "../../db/open";
import { users } from "../../db/schema";

async function themeFor(db: Database, userId: number | undefined): Promise<Theme> {
  if (userId === undefined) return defaultTheme;
  const [row] = await db.select({ theme: users.theme }).from(users).where(eq(users.id, userId));
  const saved = themeSchema.safeParse(row?.theme);
  return saved.success ? saved.data : defaultTheme;
}

/** The signed-in user's theme, or the default for everyone else. */
export async function themeRoutes(app: FastifyInstance, { db }: { db: Database }) {
  app.get("/api/theme", async (request) => themeFor(db, request.session.userId));
}

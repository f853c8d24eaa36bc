import { defaultTheme, type Theme, themeSchema } from "@common/theme";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/open";
import { users } from "../../db/schema";
import type { ServiceDeps } from "../../feature-deps";

/** The user's saved theme; the default for nobody signed in or a theme no longer known. */
export async function themeFor(db: Database, userId: number | undefined): Promise<Theme> {
  if (userId === undefined) return defaultTheme;
  const [row] = await db.select({ theme: users.theme }).from(users).where(eq(users.id, userId));
  const saved = themeSchema.safeParse(row?.theme);
  return saved.success ? saved.data : defaultTheme;
}

/** Saves the user's theme. */
export async function saveTheme({ db, clock }: ServiceDeps, userId: number, theme: Theme) {
  await db.update(users).set({ theme, updatedAt: clock.now() }).where(eq(users.id, userId));
}

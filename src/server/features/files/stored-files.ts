import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/open";
import { files } from "../../db/schema";

/** Keeps an upload in the database, owned by one user; returns its id. */
export async function saveFile(
  db: Database,
  file: { userId: number; purpose: string; contentType: string; data: Buffer },
): Promise<string> {
  const id = randomBytes(16).toString("base64url");
  await db.insert(files).values({ id, ...file, size: file.data.length });
  return id;
}

/** The file, only for its owner. */
export async function readOwnFile(db: Database, userId: number, id: string) {
  const [file] = await db
    .select()
    .from(files)
    .where(and(eq(files.id, id), eq(files.userId, userId)));
  return file;
}

export async function deleteOwnFile(db: Database, userId: number, id: string): Promise<void> {
  await db.delete(files).where(and(eq(files.id, id), eq(files.userId, userId)));
}

/** The id in a `/api/files/<id>` address, as kept in avatarUrl and logo fields. */
export function fileIdOf(url: string | null): string | null {
  return url?.startsWith("/api/files/") ? url.slice("/api/files/".length) : null;
}

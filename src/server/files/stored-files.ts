import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Database } from "../db/open";
import { type FilePurpose, files } from "../db/schema";

/**
 * Uploads (avatars, certification logos, certificates) kept in the database so every
 * instance sees them. Each belongs to one user and is read or deleted only through its owner;
 * callers take the content type from uploadType, which reads the content.
 *
 * The interface features use: saveFile, readOwnFile, deleteOwnFile, and fileUrl / fileIdOf
 * for the address kept in a row (avatarUrl, logo). Every function takes the database or the
 * transaction it runs in.
 */
export type NewFile = { userId: number; purpose: FilePurpose; contentType: string; data: Buffer };

const urlPrefix = "/api/files/";

/** Saves the upload and answers its id: 128 random bits, so ids cannot be guessed. */
export async function saveFile(db: Database, file: NewFile): Promise<string> {
  const id = randomBytes(16).toString("base64url");
  await db.insert(files).values({ id, ...file, size: file.data.length });
  return id;
}

/** The file, only when it belongs to the user. */
export async function readOwnFile(db: Database, userId: number, id: string) {
  const [file] = await db
    .select()
    .from(files)
    .where(and(eq(files.id, id), eq(files.userId, userId)));
  return file;
}

/** Deletes the file if it belongs to the user; answers whether one was deleted. */
export async function deleteOwnFile(db: Database, userId: number, id: string): Promise<boolean> {
  const deleted = await db
    .delete(files)
    .where(and(eq(files.id, id), eq(files.userId, userId)))
    .returning({ id: files.id });
  return deleted.length > 0;
}

/** Where the app serves a file: the value kept in avatarUrl and logo fields. */
export function fileUrl(id: string): string {
  return `${urlPrefix}${id}`;
}

/** The id in a `/api/files/<id>` address; null for anything else (e.g. an outside URL). */
export function fileIdOf(url: string | null): string | null {
  return url?.startsWith(urlPrefix) ? url.slice(urlPrefix.length) || null : null;
}

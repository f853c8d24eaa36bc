import { imageUploadRule } from "@common/upload-rules";
import { eq } from "drizzle-orm";
import { type UserRow, users } from "../../db/schema";
import type { ServiceDeps } from "../../feature-deps";
import { deleteOwnFile, fileIdOf, fileUrl, saveFile } from "../../files/stored-files";
import { uploadType } from "../../files/upload-type";
import { HttpError } from "../../shared/http-error";

/**
 * Points the user's avatarUrl at `next` (a saved file's id, or none) and deletes the file the
 * previous avatar used. The user's row is locked meanwhile, so two uploads at once cannot
 * leave a file behind that nothing points to.
 */
async function switchAvatar({ db, clock }: ServiceDeps, userId: number, next: string | null) {
  const [current] = await db
    .select({ avatarUrl: users.avatarUrl })
    .from(users)
    .where(eq(users.id, userId))
    .for("update");
  if (!current) throw new HttpError(404, "Not found");
  const [updated] = await db
    .update(users)
    .set({ avatarUrl: next === null ? null : fileUrl(next), updatedAt: clock.now() })
    .where(eq(users.id, userId))
    .returning();
  if (!updated) throw new HttpError(404, "Not found");
  const previousId = fileIdOf(current.avatarUrl);
  if (previousId && previousId !== next) await deleteOwnFile(db, userId, previousId);
  return updated;
}

/** Saves a PNG, JPEG or WebP image (checked by its content) as the user's avatar. */
export async function setAvatar({ db, clock }: ServiceDeps, user: UserRow, image: Buffer) {
  const contentType = uploadType(imageUploadRule, image);
  return db.transaction(async (tx) => {
    const id = await saveFile(tx, { userId: user.id, purpose: "avatar", contentType, data: image });
    return switchAvatar({ db: tx, clock }, user.id, id);
  });
}

export async function removeAvatar({ db, clock }: ServiceDeps, user: UserRow): Promise<UserRow> {
  return db.transaction((tx) => switchAvatar({ db: tx, clock }, user.id, null));
}

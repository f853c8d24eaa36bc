import { avatarContentTypes, avatarMessages } from "@common/accounts/profile";
import { detectFileType } from "@common/file-types";
import { eq } from "drizzle-orm";
import type { Clock } from "../../clock";
import type { Database } from "../../db/open";
import { users } from "../../db/schema";
import type { UserRow } from "../../plugins/auth-guards";
import { HttpError } from "../../plugins/error-handler";
import { deleteOwnFile, fileIdOf, fileUrl, saveFile } from "../files/stored-files";

type Deps = { db: Database; clock: Clock };
type AvatarType = (typeof avatarContentTypes)[number];

/** The image type read from the first bytes; the declared content type and any name are ignored. */
function avatarTypeOf(image: Buffer): AvatarType {
  const type = detectFileType(image);
  const avatarType = avatarContentTypes.find((allowed) => allowed === type);
  if (!avatarType) throw new HttpError(400, avatarMessages.wrongType);
  return avatarType;
}

/**
 * Points the user's avatarUrl at `next` (a saved file's id, or none) and deletes the file the
 * previous avatar used. The user's row is locked meanwhile, so two uploads at once cannot
 * leave a file behind that nothing points to.
 */
async function switchAvatar(db: Database, clock: Clock, userId: number, next: string | null) {
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
export async function setAvatar({ db, clock }: Deps, user: UserRow, image: Buffer) {
  const contentType = avatarTypeOf(image);
  return db.transaction(async (tx) => {
    const id = await saveFile(tx, { userId: user.id, purpose: "avatar", contentType, data: image });
    return switchAvatar(tx, clock, user.id, id);
  });
}

export async function removeAvatar({ db, clock }: Deps, user: UserRow): Promise<UserRow> {
  return db.transaction((tx) => switchAvatar(tx, clock, user.id, null));
}

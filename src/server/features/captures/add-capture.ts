import { captureMessages, captureUploadRule, maxWaitingCaptures } from "@common/captures";
import { count, eq } from "drizzle-orm";
import { insertRow } from "../../db/insert-row";
import { lockedUser } from "../../db/locked-user";
import { captures } from "../../db/schema";
import type { ServiceDeps } from "../../feature-deps";
import { downloadName } from "../../files/download-name";
import { saveFile } from "../../files/stored-files";
import { uploadType } from "../../files/upload-type";
import { HttpError } from "../../shared/http-error";
import type { CaptureRow } from "./capture-rows";
import { checkFile } from "./reading/check-file";
import { ReadingRefusal } from "./reading/reading-refusal";

/**
 * A file sent as another type than it is, an image whose header says it is a decompression
 * bomb, or a damaged one: 400, unread.
 */
async function refuseUnreadable(data: Buffer, claimedType: string): Promise<void> {
  try {
    await checkFile(data, claimedType);
  } catch (error) {
    if (error instanceof ReadingRefusal) throw new HttpError(400, error.message);
    throw error;
  }
}

/**
 * Keeps an uploaded certificate and queues it to be read. Its type is read from its first
 * bytes and an image's size from its header, before anything is decoded; a user with `maxWaitingCaptures` in her inbox is refused (429) until she reviews some,
 * counted with her user row locked so uploads at once cannot pass the limit together.
 */
export async function addCapture(
  { db, clock }: ServiceDeps,
  userId: number,
  data: Buffer,
  givenName: string | undefined,
  claimedType: string,
): Promise<CaptureRow> {
  const fileType = uploadType(captureUploadRule, data);
  await refuseUnreadable(data, claimedType);
  return db.transaction(async (tx) => {
    await lockedUser(tx, userId);
    const [waiting] = await tx
      .select({ count: count() })
      .from(captures)
      .where(eq(captures.userId, userId));
    if ((waiting?.count ?? 0) >= maxWaitingCaptures) {
      throw new HttpError(429, captureMessages.tooMany);
    }
    const fileId = await saveFile(tx, {
      userId,
      purpose: "certificate",
      contentType: fileType,
      data,
    });
    return insertRow(tx, captures, "capture", {
      userId,
      fileId,
      fileName: downloadName(givenName, fileType, "certificate"),
      fileType,
      createdAt: clock.now(),
    });
  });
}

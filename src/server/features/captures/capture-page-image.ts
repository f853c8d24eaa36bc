import { captureMessages } from "@common/captures";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/open";
import { files } from "../../db/schema";
import { HttpError } from "../../shared/http-error";
import { ownCapture, pagesShown } from "./capture-rows";
import type { DrawingTurns } from "./page-drawing-turns";
import { drawPdfPage } from "./reading/draw-pdf-page";
import { ReadingRefusal } from "./reading/reading-refusal";

/**
 * Page `number` of the user's capture, drawn in its turn as an image for the review. Only a
 * PDF's pages shown by the review are drawn: an image is its own page (its file), and another
 * user's capture, a page past those read, or a PDF that cannot be drawn answer 404.
 */
export async function capturePageImage(
  db: Database,
  inTurn: DrawingTurns,
  userId: number,
  id: number,
  number: number,
): Promise<Buffer> {
  const capture = await ownCapture(db, userId, id);
  if (capture.fileType !== "application/pdf" || number < 1 || number > pagesShown(capture)) {
    throw new HttpError(404, captureMessages.noSuchPage);
  }
  const [file] = await db
    .select({ data: files.data })
    .from(files)
    .where(eq(files.id, capture.fileId));
  if (!file) throw new HttpError(404, captureMessages.notFound);
  try {
    return await inTurn(() => drawPdfPage(file.data, number));
  } catch (error) {
    if (error instanceof ReadingRefusal) throw new HttpError(404, captureMessages.noSuchPage);
    throw error;
  }
}

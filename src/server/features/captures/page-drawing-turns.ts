import { captureMessages } from "@common/captures";
import { HttpError } from "../../shared/http-error";

/** Pages waiting for their turn to be drawn at most; past it, the request is refused at once. */
export const maxWaitingDrawings = 8;

/**
 * Pages are drawn for the review one at a time on each instance, apart from the OCR pool: a
 * page takes a fraction of a second on the main thread, so one at a time keeps the server
 * answering while a page is drawn, and a review never waits behind a two-minute OCR.
 */
export function pageDrawingTurns() {
  let last: Promise<unknown> = Promise.resolve();
  let waiting = 0;
  return function inTurn<T>(draw: () => Promise<T>): Promise<T> {
    if (waiting >= maxWaitingDrawings) {
      return Promise.reject(new HttpError(503, captureMessages.drawingBusy));
    }
    waiting++;
    const drawn = last.then(draw).finally(() => {
      waiting--;
    });
    last = drawn.catch(() => undefined);
    return drawn;
  };
}

export type DrawingTurns = ReturnType<typeof pageDrawingTurns>;

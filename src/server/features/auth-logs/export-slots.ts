import { HttpError } from "../../shared/http-error";

/** How many auth log exports one administrator may have running at once, per server. */
export const exportsAtOnce = 2;
export const tooManyExports =
  "Two auth log exports are already being downloaded. Wait for one to finish, then try again.";

// Per server instance, like the general request limit: an export of the whole log reads a
// million rows, so one administrator's repeated clicks must not keep the database busy.
const running = new Map<number, number>();

/** Takes an export slot of the administrator `userId` (429 when none is free); call `release` once. */
export function takeExportSlot(userId: number): { release: () => void } {
  const count = running.get(userId) ?? 0;
  if (count >= exportsAtOnce) throw new HttpError(429, tooManyExports);
  running.set(userId, count + 1);
  let released = false;
  return {
    release: () => {
      if (released) return;
      released = true;
      const left = (running.get(userId) ?? 1) - 1;
      if (left > 0) running.set(userId, left);
      else running.delete(userId);
    },
  };
}

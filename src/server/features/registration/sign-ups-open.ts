import { signUpsClosedMessage } from "@common/system-settings";
import type { Database } from "../../db/open";
import { HttpError } from "../../shared/http-error";
import { readSystemSetting } from "../system-settings/read-system-settings";

/**
 * While the administrators have closed sign-ups (System page), every step of a sign-up is
 * refused: no code is sent and no account is created. Existing users still sign in, and the
 * operator's commands (seed:demo, user:grant) create accounts without this door.
 */
export async function refuseWhileSignUpsClosed(db: Database): Promise<void> {
  if (!(await readSystemSetting(db, "signUpsOpen"))) {
    throw new HttpError(403, signUpsClosedMessage);
  }
}

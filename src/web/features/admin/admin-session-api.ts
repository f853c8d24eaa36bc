import { adminSessionRequiredSchema } from "@common/access";
import {
  type AdminLoginInput,
  adminLoginAnswerSchema,
  adminSessionStatusSchema,
} from "@common/admin-session";
import { apiSend } from "@web/lib/api-client";
import { errorBody } from "@web/lib/api-error";
import { readQuery } from "@web/lib/read-query";

/** The admin session of this browser, by its id (a new sign-in is a new entry). */
export const adminSessionKeys = {
  all: ["admin-session"] as const,
  status: (sessionId: string) => [...adminSessionKeys.all, sessionId] as const,
};

/**
 * GET /api/admin/session: the live admin session named by the stored id (else 403). Checked
 * again in the background whenever an admin page opens or the window regains focus (the cached
 * answer shows meanwhile, so nothing flashes): a session that expired, went idle or was signed
 * out elsewhere brings the sign-in form back at once.
 */
export const adminSessionQuery = (sessionId: string) => ({
  ...readQuery(adminSessionKeys.status(sessionId), "/api/admin/session", adminSessionStatusSchema),
  staleTime: 0,
});

/** POST /api/admin/login: the admin credential (and its code) for a new admin session. */
export const signInToAdminArea = (input: AdminLoginInput) =>
  apiSend("POST", "/api/admin/login", adminLoginAnswerSchema, input);

/** True for the 403 of an admin call made without a live admin session. */
export const isAdminSessionRefusal = (error: unknown) =>
  adminSessionRequiredSchema.safeParse(errorBody(error)).success;

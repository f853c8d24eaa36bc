import { forgetAdminSessionId, readAdminSessionId } from "./admin-session";
import { apiRequest } from "./api-client";

/**
 * Ends the stored admin session on the server, if there is one, and forgets its id. The id is
 * forgotten even when the server cannot be told: the session then ends by itself after 30
 * minutes without use.
 */
export async function endAdminSession(): Promise<void> {
  if (readAdminSessionId() === null) return;
  try {
    await apiRequest("POST", "/api/admin/logout");
  } catch {
    // Nothing more to do: the id is gone from this browser below.
  } finally {
    forgetAdminSessionId();
  }
}

import { messageSchema } from "@common/accounts/profile";
import { type PublicUser, publicUserSchema } from "@common/user";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { endAdminSession } from "@web/lib/admin-sign-out";
import { apiSend } from "@web/lib/api-client";
import { apiGet } from "@web/lib/api-get";

/** The signed-in user, read by the layout and most pages. */
export const userKeys = { all: ["user"] as const };

/** GET /api/user: the signed-in user; null when nobody is signed in. */
export function fetchUser(signal?: AbortSignal): Promise<PublicUser | null> {
  return apiGet("/api/user", publicUserSchema.nullable(), { signal, on401: "returnNull" });
}

/** POST /api/logout: signs out of this browser, and out of the admin area first. */
export async function endSession() {
  await endAdminSession();
  return apiSend("POST", "/api/logout", messageSchema);
}

export const userQuery = queryOptions({
  queryKey: userKeys.all,
  queryFn: ({ signal }) => fetchUser(signal),
});

export function useUser() {
  return useQuery(userQuery);
}

import { adminSessionHeader } from "@common/access";
import { type APIRequestContext, request } from "playwright-core";
import type { AppWithAccounts } from "./app-with-accounts";

/**
 * An API client acting as administrator `username` of `app` inside the admin area: their
 * session cookie, and their admin session id sent in x-admin-session as the web app sends it.
 */
export async function adminApiContext(
  app: Pick<AppWithAccounts, "server" | "inAdminArea">,
  username: string,
): Promise<APIRequestContext> {
  const state = app.inAdminArea[username];
  const sessionId = state?.origins
    .flatMap((origin) => origin.localStorage)
    .find((item) => item.name === "adminSessionId")?.value;
  if (!state || !sessionId) {
    throw new Error(`no administrator ${username} in the admin area: grant them "admin"`);
  }
  return request.newContext({
    baseURL: app.server.url,
    storageState: state,
    extraHTTPHeaders: { [adminSessionHeader]: sessionId },
  });
}

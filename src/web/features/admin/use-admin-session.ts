import { useQuery } from "@tanstack/react-query";
import { readAdminSessionId, subscribeToAdminSessionId } from "@web/lib/admin-session";
import { useSyncExternalStore } from "react";
import { adminSessionQuery } from "./admin-session-api";

/** The admin session id this browser keeps (localStorage adminSessionId), kept up to date. */
export function useStoredAdminSessionId(): string | null {
  return useSyncExternalStore(subscribeToAdminSessionId, readAdminSessionId, () => null);
}

/**
 * The live admin session of this browser, as the server reports it; not asked for while no id
 * is stored. Cached by id, so moving between admin pages shows no spinner.
 */
export function useAdminSession() {
  const sessionId = useStoredAdminSessionId();
  const query = useQuery({ ...adminSessionQuery(sessionId ?? ""), enabled: sessionId !== null });
  return { sessionId, ...query };
}

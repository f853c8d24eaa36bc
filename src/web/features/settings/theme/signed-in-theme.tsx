import { useQueryClient } from "@tanstack/react-query";
import { userQuery } from "@web/hooks/use-user";
import { loadTheme } from "@web/lib/load-theme";
import { useEffect, useRef, useSyncExternalStore } from "react";

/**
 * The id of whoever is signed in, null for nobody, undefined until known. Read from the query
 * cache itself rather than through a query observer: signing out clears the cache, which an
 * observer mounted for the app's whole life would not notice.
 */
function useSignedInUserId(): number | null | undefined {
  const queryClient = useQueryClient();
  return useSyncExternalStore(
    (onChange) => queryClient.getQueryCache().subscribe(onChange),
    () => {
      const state = queryClient.getQueryState(userQuery.queryKey);
      if (!state || state.status === "pending") return undefined;
      return state.data?.id ?? null;
    },
  );
}

/**
 * Puts the saved theme of whoever is signed in on the page, again each time someone signs in
 * or out: the start-up load runs before anyone can sign in. Renders nothing.
 */
export function SignedInTheme(): null {
  const userId = useSignedInUserId();
  const loadedFor = useRef<number | null | undefined>(undefined);
  useEffect(() => {
    if (userId === undefined || loadedFor.current === userId) return;
    // The first time, the start-up load already asked with this same session: reuse its answer.
    const fresh = loadedFor.current !== undefined;
    loadedFor.current = userId;
    void loadTheme({ fresh });
  }, [userId]);
  return null;
}

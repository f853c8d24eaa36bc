import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useToast } from "@web/hooks/use-toast";
import { failureToast } from "@web/lib/failure-toast";
import { activeSessionsQuery, signOutOtherSessions, signOutSession } from "./security-api";

export function useActiveSessions() {
  return useQuery(activeSessionsQuery);
}

function useSessionMutation<Input>(call: (input: Input) => Promise<{ message: string }>) {
  const { toast } = useToast();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: ({ message }) => toast({ title: message }),
    onError: failureToast("Failed to sign out"),
    onSettled: () => queryClient.invalidateQueries({ queryKey: activeSessionsQuery.queryKey }),
  });
}

/** Signs out one other browser; the toast is the server's "Session signed out". */
export function useSignOutSession() {
  return useSessionMutation(signOutSession);
}

/** Signs out every browser but this one ("Signed out of all other sessions"). */
export function useSignOutOtherSessions() {
  return useSessionMutation(signOutOtherSessions);
}

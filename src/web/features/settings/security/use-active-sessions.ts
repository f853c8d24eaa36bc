import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useToast } from "@web/hooks/use-toast";
import { serverMessage } from "@web/lib/server-message";
import { signOutOtherSessions, signOutSession } from "./security-api";
import { activeSessionsQuery } from "./security-queries";

export function useActiveSessions() {
  return useQuery(activeSessionsQuery);
}

function useSessionMutation<Input>(call: (input: Input) => Promise<{ message: string }>) {
  const { toast } = useToast();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: ({ message }) => toast({ title: message }),
    onError: (error) =>
      toast({
        title: "Failed to sign out",
        description: serverMessage(error, "Please try again."),
        variant: "destructive",
      }),
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

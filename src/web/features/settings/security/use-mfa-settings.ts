import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useToast } from "@web/hooks/use-toast";
import { userQueryOptions } from "@web/hooks/use-user";
import { serverMessage } from "@web/lib/server-message";
import { disableMfa, startMfaSetup, verifyMfaSetup } from "./security-api";
import { activeSessionsQuery, trustedDevicesQuery } from "./security-queries";

/**
 * Turning MFA on or off changes the user, voids every trusted device and gives this session a
 * new id, so all three lists are read again.
 */
export function useRefreshAfterMfaChange() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [userQueryOptions, trustedDevicesQuery, activeSessionsQuery].map(({ queryKey }) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
}

export function useStartMfaSetup() {
  const { toast } = useToast();
  return useMutation({
    mutationFn: startMfaSetup,
    retry: false,
    onError: (error) =>
      toast({
        title: "MFA setup failed",
        description: serverMessage(error, "Please try again."),
        variant: "destructive",
      }),
  });
}

export function useVerifyMfaSetup() {
  const { toast } = useToast();
  const refresh = useRefreshAfterMfaChange();
  return useMutation({
    mutationFn: verifyMfaSetup,
    retry: false,
    onSuccess: () => {
      toast({ title: "MFA setup complete" });
      void refresh();
    },
    onError: (error) =>
      toast({
        title: "MFA verification failed",
        description: serverMessage(error, "Invalid verification code"),
        variant: "destructive",
      }),
  });
}

export function useDisableMfa() {
  const { toast } = useToast();
  const refresh = useRefreshAfterMfaChange();
  return useMutation({
    mutationFn: disableMfa,
    retry: false,
    onSuccess: () => {
      toast({ title: "MFA disabled" });
      void refresh();
    },
    onError: (error) =>
      toast({
        title: "Failed to disable MFA",
        description: serverMessage(error, "Please try again."),
        variant: "destructive",
      }),
  });
}

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useToast } from "@web/hooks/use-toast";
import { userKeys } from "@web/hooks/use-user";
import { failureToast } from "@web/lib/failure-toast";
import { securityKeys } from "@web/lib/query-keys";
import { disableMfa, startMfaSetup, verifyMfaSetup } from "./security-api";

/**
 * Turning MFA on or off changes the user, voids every trusted device and gives this session a
 * new id, so all three lists are read again.
 */
export function useRefreshAfterMfaChange() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [userKeys.all, securityKeys.all].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
}

export function useStartMfaSetup() {
  return useMutation({
    mutationFn: startMfaSetup,
    retry: false,
    onError: failureToast("MFA setup failed"),
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
    onError: failureToast("MFA verification failed", "Invalid verification code"),
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
    onError: failureToast("Failed to disable MFA"),
  });
}

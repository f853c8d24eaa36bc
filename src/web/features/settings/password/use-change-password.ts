import { useMutation, useQueryClient } from "@tanstack/react-query";
import { failureToast } from "@web/lib/failure-toast";
import { securityKeys } from "@web/lib/query-keys";
import { toast } from "@web/lib/toast-store";
import { changePassword } from "./password-api";

/** The server signs out every other session, so the Security page's list is read again. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    retry: false,
    onSuccess: () => {
      toast({
        title: "Password updated",
        description: "Your other sessions have been signed out.",
      });
      void queryClient.invalidateQueries({ queryKey: securityKeys.sessions() });
    },
    onError: failureToast("Failed to update password"),
  });
}

import type { changePasswordSchema } from "@common/accounts/password-reset";
import { messageSchema } from "@common/accounts/profile";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api-client";
import { serverMessage } from "@web/lib/server-message";
import { toast } from "@web/lib/toast-store";
import type { z } from "zod";
import { activeSessionsQuery } from "../security/security-queries";

export type ChangePasswordInput = z.output<typeof changePasswordSchema>;

export async function changePassword(input: ChangePasswordInput) {
  return messageSchema.parse(await (await apiRequest("POST", "/api/user/password", input)).json());
}

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
      void queryClient.invalidateQueries({ queryKey: activeSessionsQuery.queryKey });
    },
    onError: (error) =>
      toast({
        title: "Failed to update password",
        description: serverMessage(error, "Please try again."),
        variant: "destructive",
      }),
  });
}

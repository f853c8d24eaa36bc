import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "@web/lib/toast-store";
import {
  changeAdminPassword,
  disableAdminMfa,
  enableAdminMfa,
  startAdminMfaSetup,
} from "./admin-credential-api";
import { adminSessionKeys } from "./admin-session-api";

/** The admin session's status says whether MFA is on: read it again after a change. */
function useRefreshAdminSession() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: adminSessionKeys.all });
}

export function useChangeAdminPassword() {
  return useMutation({
    mutationFn: changeAdminPassword,
    retry: false,
    onSuccess: () =>
      toast({
        title: "Admin password changed",
        description: "Every other admin session has been signed out.",
      }),
  });
}

export function useStartAdminMfaSetup() {
  return useMutation({ mutationFn: startAdminMfaSetup, retry: false });
}

export function useEnableAdminMfa() {
  const refresh = useRefreshAdminSession();
  return useMutation({
    mutationFn: enableAdminMfa,
    retry: false,
    onSuccess: async ({ message }) => {
      toast({ title: "Admin two-factor authentication on", description: message });
      await refresh();
    },
  });
}

export function useDisableAdminMfa() {
  const refresh = useRefreshAdminSession();
  return useMutation({
    mutationFn: disableAdminMfa,
    retry: false,
    onSuccess: async ({ message }) => {
      toast({ title: "Admin two-factor authentication off", description: message });
      await refresh();
    },
  });
}

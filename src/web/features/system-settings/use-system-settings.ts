import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { appSettingsKeys } from "@web/hooks/use-app-settings";
import { toast } from "@web/lib/toast-store";
import { saveSystemSettings, systemSettingsKeys, systemSettingsQuery } from "./system-settings-api";

export function useSystemSettings() {
  return useQuery(systemSettingsQuery());
}

/**
 * Saves some settings. The answer replaces the page's copy, and the web app's own settings
 * (banner, sign-ups, texts) are read again so this browser shows the change at once. Each form
 * shows its own refusal (setting-error.ts).
 */
export function useSaveSystemSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSystemSettings,
    retry: false,
    onSuccess: (settings) => {
      queryClient.setQueryData(systemSettingsKeys.all, settings);
      void queryClient.invalidateQueries({ queryKey: appSettingsKeys.all });
      toast({ title: "Settings saved" });
    },
  });
}

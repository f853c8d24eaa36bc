import type { Theme } from "@common/theme";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { applyTheme, themeQueryOptions } from "@web/lib/load-theme";
import { serverMessage } from "@web/lib/server-message";
import { toast } from "@web/lib/toast-store";
import { saveTheme } from "./theme-api";

/** Saves a theme; once saved it is the one the app keeps. `doneTitle` is the success toast. */
export function useSaveTheme() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ theme }: { theme: Theme; doneTitle: string }) => saveTheme(theme),
    retry: false,
    onSuccess: (saved, { doneTitle }) => {
      queryClient.setQueryData(themeQueryOptions.queryKey, saved);
      applyTheme(saved);
      toast({ title: doneTitle });
    },
    onError: (error) =>
      toast({
        title: "Failed to save theme",
        description: serverMessage(error, "Please try again."),
        variant: "destructive",
      }),
  });
}

import type { Theme } from "@common/theme";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { failureToast } from "@web/lib/failure-toast";
import { applyTheme, themeQuery } from "@web/lib/load-theme";
import { toast } from "@web/lib/toast-store";
import { saveTheme } from "./theme-api";

/** Saves a theme; once saved it is the one the app keeps. `doneTitle` is the success toast. */
export function useSaveTheme() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ theme }: { theme: Theme; doneTitle: string }) => saveTheme(theme),
    retry: false,
    onSuccess: (saved, { doneTitle }) => {
      queryClient.setQueryData(themeQuery.queryKey, saved);
      applyTheme(saved);
      toast({ title: doneTitle });
    },
    onError: failureToast("Failed to save theme"),
  });
}

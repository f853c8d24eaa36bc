import type { Theme } from "@common/theme";
import { defaultTheme } from "@common/theme";
import { useQueryClient } from "@tanstack/react-query";
import { applyTheme, themeQuery } from "@web/lib/load-theme";
import { useEffect } from "react";

/**
 * Shows `theme` on the whole app while the page is open; on leaving, the saved theme comes
 * back, so a change that was not saved does not outlive the page.
 */
export function useThemePreview(theme: Theme | undefined): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (theme) applyTheme(theme);
  }, [theme]);
  useEffect(
    () => () => applyTheme(queryClient.getQueryData(themeQuery.queryKey) ?? defaultTheme),
    [queryClient],
  );
}

import { type Theme, themeSchema } from "@common/theme";
import { queryOptions } from "@tanstack/react-query";
import { apiGet } from "./api-get";
import { queryClient } from "./query-client";
import { themeCssVariables } from "./theme-variables";

/** Puts a theme on the page; appearance stays light whatever the theme says. */
export function applyTheme(theme: Theme, root: HTMLElement = document.documentElement): void {
  for (const [name, value] of Object.entries(themeCssVariables(theme))) {
    root.style.setProperty(name, value);
  }
  root.dataset.themeVariant = theme.variant;
}

/** The theme, read at start-up, after each sign-in and by the Theme page. */
export const themeKeys = { all: ["theme"] as const };

/** GET /api/theme: the signed-in user's saved theme, or the default for anyone else. */
export function fetchTheme(): Promise<Theme> {
  return apiGet("/api/theme", themeSchema);
}

// Without the query's abort signal: the start-up load may share the Theme page's request, and
// leaving that page must not cancel it.
export const themeQuery = queryOptions({
  queryKey: themeKeys.all,
  queryFn: () => fetchTheme(),
});

/**
 * Fetches the theme of whoever is signed in and puts it on the page. `fresh` asks the server
 * again even when a recent answer is cached (someone else may have signed in since). On
 * failure the theme on the page stays and the failure is only logged (spec section 8).
 */
export async function loadTheme({ fresh = false }: { fresh?: boolean } = {}): Promise<void> {
  try {
    const theme = await queryClient.fetchQuery(
      fresh ? { ...themeQuery, staleTime: 0 } : themeQuery,
    );
    applyTheme(theme);
  } catch (error) {
    console.warn("Could not load the theme; keeping the current one.", error);
  }
}

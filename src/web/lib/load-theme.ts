import { type Theme, themeSchema } from "@common/theme";
import { queryOptions } from "@tanstack/react-query";
import { apiRequest } from "./api-client";
import { queryClient } from "./query-client";
import { themeCssVariables } from "./theme-variables";

/** Puts a theme on the page; appearance stays light whatever the theme says. */
export function applyTheme(theme: Theme, root: HTMLElement = document.documentElement): void {
  for (const [name, value] of Object.entries(themeCssVariables(theme))) {
    root.style.setProperty(name, value);
  }
  root.dataset.themeVariant = theme.variant;
}

/** GET /api/theme: the signed-in user's saved theme, or the default for anyone else. */
export async function fetchTheme(): Promise<Theme> {
  const response = await apiRequest("GET", "/api/theme");
  return themeSchema.parse(await response.json());
}

/** The saved theme, shared by the start-up load, the sign-in reload and the Theme page. */
export const themeQueryOptions = queryOptions({
  queryKey: ["/api/theme"],
  queryFn: fetchTheme,
});

/**
 * Fetches the theme of whoever is signed in and puts it on the page. `fresh` asks the server
 * again even when a recent answer is cached (someone else may have signed in since). On
 * failure the theme on the page stays and the failure is only logged (spec section 8).
 */
export async function loadTheme({ fresh = false }: { fresh?: boolean } = {}): Promise<void> {
  try {
    const theme = await queryClient.fetchQuery(
      fresh ? { ...themeQueryOptions, staleTime: 0 } : themeQueryOptions,
    );
    applyTheme(theme);
  } catch (error) {
    console.warn("Could not load the theme; keeping the current one.", error);
  }
}

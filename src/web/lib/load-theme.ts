import { type Theme, themeSchema } from "@common/theme";
import { apiRequest } from "./api-client";
import { themeCssVariables } from "./theme-variables";

/** Puts a theme on the page; appearance stays light whatever the theme says. */
export function applyTheme(theme: Theme, root: HTMLElement = document.documentElement): void {
  for (const [name, value] of Object.entries(themeCssVariables(theme))) {
    root.style.setProperty(name, value);
  }
  root.dataset.themeVariant = theme.variant;
}

/** Fetches the theme once at start; on failure the built-in default stays and it is logged. */
export async function loadTheme(): Promise<void> {
  try {
    const response = await apiRequest("GET", "/api/theme");
    applyTheme(themeSchema.parse(await response.json()));
  } catch (error) {
    console.warn("Could not load the theme; keeping the default.", error);
  }
}

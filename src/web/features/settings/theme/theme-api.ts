import { type Theme, themeSchema } from "@common/theme";
import { apiSend } from "@web/lib/api-client";

/**
 * The Theme page's change. The theme itself is read in lib/load-theme, which the start-up load
 * and the sign-in reload share with this page.
 */

/** PUT /api/theme: saves the user's theme and answers it. */
export function saveTheme(theme: Theme): Promise<Theme> {
  return apiSend("PUT", "/api/theme", themeSchema, theme);
}

import { type Theme, themeSchema } from "@common/theme";
import { apiRequest } from "@web/lib/api-client";

/** PUT /api/theme: saves the user's theme and answers it. */
export async function saveTheme(theme: Theme): Promise<Theme> {
  const response = await apiRequest("PUT", "/api/theme", theme);
  return themeSchema.parse(await response.json());
}

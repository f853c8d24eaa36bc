import { useQuery } from "@tanstack/react-query";
import { themeQuery } from "@web/lib/load-theme";

/** The theme the user saved last (GET /api/theme), or the default one. */
export function useSavedTheme() {
  return useQuery(themeQuery);
}

import { appSettingsSchema } from "@common/system-settings";
import { useQuery } from "@tanstack/react-query";
import { readQuery } from "@web/lib/read-query";

/**
 * What the administrators' settings change in the web app: whether sign-ups are open, the
 * maintenance banner, the reminder days. The System page refreshes it after a save.
 */
export const appSettingsKeys = { all: ["app-settings"] as const };

const minute = 60_000;

/**
 * GET /api/app-settings (public). Read again whenever the window gets focus and every 2
 * minutes while it is visible, so a banner the administrators set reaches open browsers
 * without a reload.
 */
export const appSettingsQuery = {
  ...readQuery(appSettingsKeys.all, "/api/app-settings", appSettingsSchema),
  staleTime: 0,
  refetchInterval: 2 * minute,
};

export function useAppSettings() {
  return useQuery(appSettingsQuery);
}

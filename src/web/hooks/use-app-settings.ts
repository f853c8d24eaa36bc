import { type AppSettings, appSettingsSchema } from "@common/system-settings";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "@web/lib/api-get";

/**
 * What the administrators' settings change in the web app: whether sign-ups are open, the
 * maintenance banner, the reminder days. The System page refreshes it after a save.
 */
export const appSettingsKeys = { all: ["app-settings"] as const };

/** GET /api/app-settings (public). */
export function fetchAppSettings(signal?: AbortSignal): Promise<AppSettings> {
  return apiGet("/api/app-settings", appSettingsSchema, { signal });
}

const minute = 60_000;

/**
 * Read again whenever the window gets focus and every 2 minutes while it is visible, so a
 * banner the administrators set reaches open browsers without a reload.
 */
export const appSettingsQuery = queryOptions({
  queryKey: appSettingsKeys.all,
  queryFn: ({ signal }) => fetchAppSettings(signal),
  staleTime: 0,
  refetchInterval: 2 * minute,
});

export function useAppSettings() {
  return useQuery(appSettingsQuery);
}

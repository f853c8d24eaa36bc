import {
  type AdminSystemSettings,
  adminSystemSettingsSchema,
  type SystemSettingsChange,
} from "@common/system-settings";
import { queryOptions } from "@tanstack/react-query";
import { apiSend } from "@web/lib/api-client";
import { apiGet } from "@web/lib/api-get";

export const systemSettingsKeys = { all: ["system-settings"] as const };

/** GET /api/admin/settings: every setting with its value, default and last change. */
export function fetchSystemSettings(signal?: AbortSignal): Promise<AdminSystemSettings> {
  return apiGet("/api/admin/settings", adminSystemSettingsSchema, { signal });
}

/** PUT /api/admin/settings: only the settings sent change; answers them all. */
export function saveSystemSettings(change: SystemSettingsChange): Promise<AdminSystemSettings> {
  return apiSend("PUT", "/api/admin/settings", adminSystemSettingsSchema, change);
}

export const systemSettingsQuery = () =>
  queryOptions({
    queryKey: systemSettingsKeys.all,
    queryFn: ({ signal }) => fetchSystemSettings(signal),
  });

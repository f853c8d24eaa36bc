import {
  type AdminSystemSettings,
  adminSystemSettingsSchema,
  type SystemSettingsChange,
} from "@common/system-settings";
import { apiSend } from "@web/lib/api-client";
import { readQuery } from "@web/lib/read-query";

export const systemSettingsKeys = { all: ["system-settings"] as const };

/** PUT /api/admin/settings: only the settings sent change; answers them all. */
export function saveSystemSettings(change: SystemSettingsChange): Promise<AdminSystemSettings> {
  return apiSend("PUT", "/api/admin/settings", adminSystemSettingsSchema, change);
}

/** GET /api/admin/settings: every setting with its value, default and last change. */
export const systemSettingsQuery = () =>
  readQuery(systemSettingsKeys.all, "/api/admin/settings", adminSystemSettingsSchema);

import { z } from "zod";
import { defaultFreeCertificationLimit, freeCertificationLimitKey } from "./plan";
import { defaultReminderDays } from "./reminders";

/**
 * The settings an administrator changes on /settings/system, each kept as one row of
 * `admin_settings` (its key, its value as JSON text). The product reads them from the database
 * when it uses them, so a change takes effect at once on every instance. A stored value that
 * is missing or no longer valid reads as the default.
 */

export const systemSettingMessages = {
  freeCertificationLimit: "The free limit must be a whole number from 0 to 1000",
  reminderStep: "Each reminder day must be a whole number from 1 to 365",
  reminderStepsTooMany: "At most 6 reminder days",
  reminderStepsRepeated: "Each reminder day may appear only once",
  signUpsOpen: "Choose whether sign-ups are open",
  maintenanceBannerTooLong: "The banner must be at most 300 characters",
} as const;

export const freeCertificationLimitRange = { min: 0, max: 1000 } as const;
export const reminderStepRange = { min: 1, max: 365 } as const;
export const maxReminderSteps = 6;
export const maintenanceBannerMaxLength = 300;

const freeCertificationLimitField = z
  .number({ error: systemSettingMessages.freeCertificationLimit })
  .int(systemSettingMessages.freeCertificationLimit)
  .min(freeCertificationLimitRange.min, systemSettingMessages.freeCertificationLimit)
  .max(freeCertificationLimitRange.max, systemSettingMessages.freeCertificationLimit);

const reminderStepField = z
  .number({ error: systemSettingMessages.reminderStep })
  .int(systemSettingMessages.reminderStep)
  .min(reminderStepRange.min, systemSettingMessages.reminderStep)
  .max(reminderStepRange.max, systemSettingMessages.reminderStep);

/** The days before a deadline on which reminders come, besides each user's own lead time. */
const reminderStepsField = z
  .array(reminderStepField, { error: systemSettingMessages.reminderStep })
  .max(maxReminderSteps, systemSettingMessages.reminderStepsTooMany)
  .refine((days) => new Set(days).size === days.length, systemSettingMessages.reminderStepsRepeated)
  // Stored and shown from the earliest reminder to the last: [14, 7, 3, 1].
  .transform((days) => [...days].sort((a, b) => b - a));

/** Empty: no banner. Shown as written (line breaks kept), trimmed. */
const maintenanceBannerField = z
  .string({ error: systemSettingMessages.maintenanceBannerTooLong })
  .trim()
  .max(maintenanceBannerMaxLength, systemSettingMessages.maintenanceBannerTooLong);

export const systemSettingsSchema = z.object({
  freeCertificationLimit: freeCertificationLimitField,
  reminderSteps: reminderStepsField,
  signUpsOpen: z.boolean({ error: systemSettingMessages.signUpsOpen }),
  maintenanceBanner: maintenanceBannerField,
});
export type SystemSettings = z.output<typeof systemSettingsSchema>;
export type SystemSettingName = keyof SystemSettings;

export const systemSettingNames = [
  "freeCertificationLimit",
  "reminderSteps",
  "signUpsOpen",
  "maintenanceBanner",
] as const satisfies readonly SystemSettingName[];

/** The key of each setting's row in admin_settings. */
export const systemSettingKeys: Record<SystemSettingName, string> = {
  freeCertificationLimit: freeCertificationLimitKey,
  reminderSteps: "reminder_steps",
  signUpsOpen: "sign_ups_open",
  maintenanceBanner: "maintenance_banner",
};

/** Until an administrator changes them: today's product (3 free, reminders 7 and 1 day before). */
export const defaultSystemSettings: SystemSettings = {
  freeCertificationLimit: defaultFreeCertificationLimit,
  reminderSteps: [...defaultReminderDays],
  signUpsOpen: true,
  maintenanceBanner: "",
};

/** A stored value (JSON text) as its setting, or the default when it is missing or invalid. */
export function parseSystemSetting<Name extends SystemSettingName>(
  name: Name,
  stored: string | undefined,
): SystemSettings[Name] {
  if (stored === undefined) return defaultSystemSettings[name];
  let value: unknown;
  try {
    value = JSON.parse(stored);
  } catch {
    return defaultSystemSettings[name];
  }
  const parsed = systemSettingsSchema.shape[name].safeParse(value);
  return parsed.success ? (parsed.data as SystemSettings[Name]) : defaultSystemSettings[name];
}

/** PUT /api/admin/settings: only the settings sent change. */
export const systemSettingsChangeSchema = systemSettingsSchema.partial();
export type SystemSettingsChange = z.input<typeof systemSettingsChangeSchema>;

const settingStateOf = <Value extends z.ZodType>(value: Value) =>
  z.object({
    value,
    default: value,
    /** When an administrator last changed it; null while it has its default. */
    updatedAt: z.string().nullable(),
  });

/** GET and PUT /api/admin/settings: every setting with its value, default and last change. */
export const adminSystemSettingsSchema = z.object({
  freeCertificationLimit: settingStateOf(z.number().int()),
  reminderSteps: settingStateOf(z.array(z.number().int())),
  signUpsOpen: settingStateOf(z.boolean()),
  maintenanceBanner: settingStateOf(z.string()),
});
export type AdminSystemSettings = z.infer<typeof adminSystemSettingsSchema>;

/**
 * GET /api/app-settings (public): what the web app needs of the settings before and after
 * sign-in, for its texts and the Register tab. The banner is shown to every signed-in user;
 * it is public text, nothing secret.
 */
export const appSettingsSchema = z.object({
  signUpsOpen: z.boolean(),
  maintenanceBanner: z.string(),
  reminderSteps: z.array(z.number().int()),
  freeCertificationLimit: z.number().int(),
  /** ISO 4217 code of the money shown where no provider says one (renewal fees): CURRENCY. */
  currency: z.string(),
});
export type AppSettings = z.infer<typeof appSettingsSchema>;

export const signUpsClosedMessage = "New sign-ups are closed. Please contact the administrator.";

/** "7 days and 1 day", "14 days, 7 days, 3 days and 1 day"; "" for none. */
export function reminderDaysText(days: readonly number[]): string {
  const named = days.map((day) => (day === 1 ? "1 day" : `${day} days`));
  if (named.length <= 1) return named.join("");
  return `${named.slice(0, -1).join(", ")} and ${named[named.length - 1]}`;
}

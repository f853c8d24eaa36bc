import {
  defaultSystemSettings,
  parseSystemSetting,
  reminderDaysText,
  systemSettingMessages,
  systemSettingsChangeSchema,
} from "@common/system-settings";
import { describe, expect, it } from "vitest";

const messageOf = (input: unknown) => {
  const result = systemSettingsChangeSchema.safeParse(input);
  return result.success ? null : result.error.issues[0]?.message;
};

describe("the system settings", () => {
  it("default to today's product: 3 free certifications, reminders 7 and 1 day before, open, no banner", () => {
    expect(defaultSystemSettings).toEqual({
      freeCertificationLimit: 3,
      reminderSteps: [7, 1],
      signUpsOpen: true,
      maintenanceBanner: "",
    });
  });

  it("accept a change of some of them and keep the reminder days from the earliest", () => {
    expect(systemSettingsChangeSchema.parse({ reminderSteps: [1, 14, 3, 7] })).toEqual({
      reminderSteps: [14, 7, 3, 1],
    });
    expect(systemSettingsChangeSchema.parse({ maintenanceBanner: "  Back at 6 pm.  " })).toEqual({
      maintenanceBanner: "Back at 6 pm.",
    });
    expect(systemSettingsChangeSchema.parse({})).toEqual({});
  });

  it("refuse values out of their bounds with a message about the field", () => {
    const { freeCertificationLimit, reminderStep, reminderStepsTooMany, reminderStepsRepeated } =
      systemSettingMessages;
    expect(messageOf({ freeCertificationLimit: -1 })).toBe(freeCertificationLimit);
    expect(messageOf({ freeCertificationLimit: 1001 })).toBe(freeCertificationLimit);
    expect(messageOf({ freeCertificationLimit: 2.5 })).toBe(freeCertificationLimit);
    expect(messageOf({ freeCertificationLimit: "3" })).toBe(freeCertificationLimit);
    expect(messageOf({ reminderSteps: [0] })).toBe(reminderStep);
    expect(messageOf({ reminderSteps: [366] })).toBe(reminderStep);
    expect(messageOf({ reminderSteps: [60, 30, 14, 7, 3, 2, 1] })).toBe(reminderStepsTooMany);
    expect(messageOf({ reminderSteps: [7, 7] })).toBe(reminderStepsRepeated);
    expect(messageOf({ maintenanceBanner: "x".repeat(301) })).toBe(
      systemSettingMessages.maintenanceBannerTooLong,
    );
    expect(messageOf({ freeCertificationLimit: 0, reminderSteps: [], signUpsOpen: false })).toBe(
      null,
    );
  });

  it("read a stored value that is missing or no longer valid as the default", () => {
    expect(parseSystemSetting("freeCertificationLimit", "5")).toBe(5);
    expect(parseSystemSetting("freeCertificationLimit", undefined)).toBe(3);
    expect(parseSystemSetting("freeCertificationLimit", "five")).toBe(3);
    expect(parseSystemSetting("freeCertificationLimit", "-2")).toBe(3);
    expect(parseSystemSetting("reminderSteps", "[1,14]")).toEqual([14, 1]);
    expect(parseSystemSetting("reminderSteps", "[0]")).toEqual([7, 1]);
    expect(parseSystemSetting("signUpsOpen", "false")).toBe(false);
    expect(parseSystemSetting("maintenanceBanner", '"Down at 6 pm"')).toBe("Down at 6 pm");
    expect(parseSystemSetting("maintenanceBanner", "Down at 6 pm")).toBe("");
  });

  it("name the reminder days in words", () => {
    expect(reminderDaysText([7, 1])).toBe("7 days and 1 day");
    expect(reminderDaysText([14, 7, 3, 1])).toBe("14 days, 7 days, 3 days and 1 day");
    expect(reminderDaysText([30])).toBe("30 days");
    expect(reminderDaysText([])).toBe("");
  });
});

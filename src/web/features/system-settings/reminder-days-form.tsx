import {
  type AdminSystemSettings,
  reminderDaysText,
  systemSettingsSchema,
} from "@common/system-settings";
import { zodResolver } from "@hookform/resolvers/zod";
import { Controller, useForm } from "react-hook-form";
import { z } from "zod";
import { ReminderDaysField } from "./reminder-days-field";
import { SettingCard } from "./setting-card";
import { settingRefusal } from "./setting-error";
import { useSaveSystemSettings } from "./use-system-settings";

const schema = z.object({ reminderSteps: systemSettingsSchema.shape.reminderSteps });

/** Reminders: the days before a deadline on which every user is reminded. */
export function ReminderDaysForm({ setting }: { setting: AdminSystemSettings["reminderSteps"] }) {
  const save = useSaveSystemSettings();
  const form = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    values: { reminderSteps: setting.value },
    resetOptions: { keepDirtyValues: true },
  });
  const submit = form.handleSubmit((change) =>
    save.mutate(change, {
      onSuccess: (saved) => form.reset({ reminderSteps: saved.reminderSteps.value }),
      onError: (error) => {
        const message = settingRefusal(error);
        if (message) form.setError("reminderSteps", { message });
      },
    }),
  );
  return (
    <SettingCard
      title="Reminders"
      description={`The days before each expiration and reporting period end on which reminders come, plus each user's own lead time. By default ${reminderDaysText(setting.default)}. A change applies from the next reminder run; reminders already sent stay.`}
      updatedAt={setting.updatedAt}
      dirty={form.formState.isDirty}
      saving={save.isPending}
      onSubmit={submit}
    >
      <Controller
        control={form.control}
        name="reminderSteps"
        render={({ field, fieldState }) => (
          <ReminderDaysField
            days={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
    </SettingCard>
  );
}

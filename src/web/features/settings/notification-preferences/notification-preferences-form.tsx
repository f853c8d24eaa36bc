import {
  daysInAdvanceRange,
  type NotificationMethod,
  type NotificationPreferences,
  notificationPreferencesSchema,
} from "@common/notification-preferences";
import { notificationMethods, type PublicUser } from "@common/user";
import { zodResolver } from "@hookform/resolvers/zod";
import { InputField } from "@web/components/forms/input-field";
import { wholeNumberInput } from "@web/components/forms/input-kinds";
import { fieldsOf } from "@web/components/forms/registered-field";
import { SubmitButton } from "@web/components/forms/submit-button";
import { Controller, useForm } from "react-hook-form";
import type { z } from "zod";
import { MethodField } from "./method-field";
import { ReminderSwitch } from "./reminder-switch";
import { useUpdateNotificationPreferences } from "./use-update-notification-preferences";

const formSchema = notificationPreferencesSchema.required();
type FormValues = z.input<typeof formSchema>;

const reminderSwitches = [
  {
    name: "notifyExpirations",
    label: "Expiration reminders",
    description: "Before a certification or license expires.",
  },
  {
    name: "notifyDueDates",
    label: "Reporting period reminders",
    description: "Before a reporting period ends while CE credits are still missing.",
  },
] as const;

function methodOf(user: PublicUser): NotificationMethod {
  return notificationMethods.find((method) => method === user.notificationMethod) ?? "in-app";
}

function valuesOf(user: PublicUser): FormValues {
  return {
    notifyExpirations: user.notifyExpirations,
    notifyDueDates: user.notifyDueDates,
    notifyDaysInAdvance: user.notifyDaysInAdvance,
    notificationMethod: methodOf(user),
  };
}

/**
 * The reminder preferences. The method is sent when it changed, or when the user never chose
 * one (saving here answers "How should we remind you?"). A method kept from an earlier choice
 * (a phone verified then, say) is not sent, so it does not stop the other preferences saving.
 */
export function NotificationPreferencesForm({ user }: { user: PublicUser }) {
  const save = useUpdateNotificationPreferences();
  const form = useForm<FormValues, unknown, z.output<typeof formSchema>>({
    resolver: zodResolver(formSchema),
    defaultValues: valuesOf(user),
  });
  const field = fieldsOf(form);
  const submit = form.handleSubmit(({ notificationMethod, ...rest }) => {
    const keptFromChoice =
      notificationMethod === user.notificationMethod && user.reminderMethodChosenAt !== null;
    const changes: NotificationPreferences = keptFromChoice
      ? rest
      : { ...rest, notificationMethod };
    save.mutate(changes, { onSuccess: (saved) => form.reset(valuesOf(saved)) });
  });
  return (
    <form noValidate className="grid gap-6" onSubmit={submit}>
      <div className="grid gap-4">
        {reminderSwitches.map(({ name, label, description }) => (
          <Controller
            key={name}
            control={form.control}
            name={name}
            render={({ field }) => (
              <ReminderSwitch
                label={label}
                description={description}
                checked={field.value}
                onChange={field.onChange}
              />
            )}
          />
        ))}
      </div>
      <InputField
        label="Remind me this many days before"
        hint={`The first reminder, from ${daysInAdvanceRange.min} to ${daysInAdvanceRange.max} days before; ${daysInAdvanceRange.default} unless you change it.`}
        {...field("notifyDaysInAdvance", { valueAsNumber: true })}
        {...wholeNumberInput(daysInAdvanceRange)}
        className="max-w-32"
      />
      <Controller
        control={form.control}
        name="notificationMethod"
        render={({ field, fieldState }) => (
          <MethodField
            user={user}
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
      <div>
        <SubmitButton pending={save.isPending}>Save preferences</SubmitButton>
      </div>
    </form>
  );
}

import {
  type AdminSystemSettings,
  freeCertificationLimitRange,
  systemSettingsSchema,
} from "@common/system-settings";
import { zodResolver } from "@hookform/resolvers/zod";
import { InputField } from "@web/components/forms/input-field";
import { wholeNumberInput } from "@web/components/forms/input-kinds";
import { fieldsOf } from "@web/components/forms/registered-field";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { SettingCard } from "./setting-card";
import { settingRefusal } from "./setting-error";
import { useSaveSystemSettings } from "./use-system-settings";

const schema = z.object({
  freeCertificationLimit: systemSettingsSchema.shape.freeCertificationLimit,
});

/** Plan: how many certifications a user without premium may hold. */
export function FreeLimitForm({
  setting,
}: {
  setting: AdminSystemSettings["freeCertificationLimit"];
}) {
  const save = useSaveSystemSettings();
  const values = { freeCertificationLimit: setting.value };
  const form = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    // A change saved elsewhere shows here, unless this field has unsaved changes.
    values,
    resetOptions: { keepDirtyValues: true },
  });
  const field = fieldsOf(form);
  const submit = form.handleSubmit((change) =>
    save.mutate(change, {
      onSuccess: (saved) =>
        form.reset({ freeCertificationLimit: saved.freeCertificationLimit.value }),
      onError: (error) => {
        const message = settingRefusal(error);
        if (message) form.setError("freeCertificationLimit", { message });
      },
    }),
  );
  return (
    <SettingCard
      title="Plan"
      description="What the free plan allows. Premium (an active subscription or an administrator's override) has no limit."
      updatedAt={setting.updatedAt}
      dirty={form.formState.isDirty}
      saving={save.isPending}
      onSubmit={submit}
    >
      <InputField
        label="Free certification limit"
        hint={`Certifications a free user may hold, from ${freeCertificationLimitRange.min} to ${freeCertificationLimitRange.max}; ${setting.default} by default. Users already above it keep theirs but cannot add more.`}
        {...field("freeCertificationLimit", { valueAsNumber: true })}
        {...wholeNumberInput(freeCertificationLimitRange)}
        className="max-w-32"
      />
    </SettingCard>
  );
}

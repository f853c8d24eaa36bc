import {
  type AdminSystemSettings,
  maintenanceBannerMaxLength,
  systemSettingsSchema,
} from "@common/system-settings";
import { zodResolver } from "@hookform/resolvers/zod";
import { fieldsOf } from "@web/components/forms/registered-field";
import { TextareaField } from "@web/components/forms/textarea-field";
import { MaintenanceNotice } from "@web/components/layout/maintenance-banner";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { SettingCard } from "./setting-card";
import { settingRefusal } from "./setting-error";
import { useSaveSystemSettings } from "./use-system-settings";

const schema = z.object({ maintenanceBanner: systemSettingsSchema.shape.maintenanceBanner });

/** Maintenance banner: a notice at the top of every page for every signed-in user. */
export function MaintenanceBannerForm({
  setting,
}: {
  setting: AdminSystemSettings["maintenanceBanner"];
}) {
  const save = useSaveSystemSettings();
  const form = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    values: { maintenanceBanner: setting.value },
    resetOptions: { keepDirtyValues: true },
  });
  const field = fieldsOf(form);
  const submit = form.handleSubmit((change) =>
    save.mutate(change, {
      onSuccess: (saved) => form.reset({ maintenanceBanner: saved.maintenanceBanner.value }),
      onError: (error) => {
        const message = settingRefusal(error);
        if (message) form.setError("maintenanceBanner", { message });
      },
    }),
  );
  const text = form.watch("maintenanceBanner").trim();
  return (
    <SettingCard
      title="Maintenance banner"
      description="A notice shown at the top of every page to every signed-in user, administrators included, within two minutes or when they come back to the window. Users can hide it until they close the tab. Write nothing secret: anyone can read it."
      updatedAt={setting.updatedAt}
      dirty={form.formState.isDirty}
      saving={save.isPending}
      onSubmit={submit}
    >
      <TextareaField
        label="Banner text"
        hint={`${text.length} of ${maintenanceBannerMaxLength} characters. Leave it empty for no banner.`}
        {...field("maintenanceBanner")}
        rows={3}
      />
      <div className="grid gap-1.5">
        <p className="text-sm font-medium">Preview</p>
        {text === "" ? (
          <p className="text-sm text-muted-foreground">No banner is shown.</p>
        ) : (
          <div className="overflow-hidden rounded-md border">
            <MaintenanceNotice text={text} />
          </div>
        )}
      </div>
    </SettingCard>
  );
}

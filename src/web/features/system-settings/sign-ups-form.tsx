import { type AdminSystemSettings, signUpsClosedMessage } from "@common/system-settings";
import { ConfirmDialog } from "@web/components/ui/confirm-dialog";
import { Controller, useForm } from "react-hook-form";
import { SaveButton, SettingCard } from "./setting-card";
import { settingRefusal } from "./setting-error";
import { SettingSwitch } from "./setting-switch";
import { useSaveSystemSettings } from "./use-system-settings";

type Values = { signUpsOpen: boolean };

/** Sign-ups: whether new people may create an account. Closing them asks first. */
export function SignUpsForm({ setting }: { setting: AdminSystemSettings["signUpsOpen"] }) {
  const save = useSaveSystemSettings();
  const form = useForm<Values>({
    values: { signUpsOpen: setting.value },
    resetOptions: { keepDirtyValues: true },
  });
  const submit = form.handleSubmit((change) =>
    save.mutate(change, {
      onSuccess: (saved) => form.reset({ signUpsOpen: saved.signUpsOpen.value }),
      onError: (error) => {
        const message = settingRefusal(error);
        if (message) form.setError("signUpsOpen", { message });
      },
    }),
  );
  const closing = setting.value && !form.watch("signUpsOpen");
  return (
    <SettingCard
      title="Sign-ups"
      description="Whether new people can create an account on the sign-in page. Existing users always sign in."
      updatedAt={setting.updatedAt}
      dirty={form.formState.isDirty}
      saving={save.isPending}
      onSubmit={submit}
      saveButton={
        closing ? (
          <ConfirmDialog
            trigger={<SaveButton saving={save.isPending} onClick={() => {}} />}
            title="Close sign-ups?"
            description={`Nobody can create an account until sign-ups are open again. The Register tab shows: "${signUpsClosedMessage}"`}
            confirmLabel="Close sign-ups"
            onConfirm={() => void submit()}
          />
        ) : undefined
      }
    >
      <Controller
        control={form.control}
        name="signUpsOpen"
        render={({ field, fieldState }) => (
          <SettingSwitch
            label="New sign-ups"
            checked={field.value}
            onChange={field.onChange}
            onLabel="Open"
            offLabel="Closed"
            error={fieldState.error?.message}
          />
        )}
      />
    </SettingCard>
  );
}

import { adminPasswordChangeFormSchema } from "@common/admin-credential";
import { zodResolver } from "@hookform/resolvers/zod";
import { FormSection } from "@web/components/forms/form-section";
import { PasswordField } from "@web/components/forms/password-field";
import { fieldsOf } from "@web/components/forms/registered-field";
import { SubmitButton } from "@web/components/forms/submit-button";
import { showFailure } from "@web/lib/failure-toast";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { showCredentialRefusal } from "./admin-credential-api";
import { useChangeAdminPassword } from "./use-admin-credential";

type PasswordForm = z.input<typeof adminPasswordChangeFormSchema>;

/** Changing the admin credential's password; every other admin session then ends. */
export function AdminPasswordForm() {
  const change = useChangeAdminPassword();
  const form = useForm<PasswordForm, unknown, z.output<typeof adminPasswordChangeFormSchema>>({
    resolver: zodResolver(adminPasswordChangeFormSchema),
    defaultValues: { currentPassword: "", newPassword: "", confirmPassword: "" },
  });
  const field = fieldsOf(form);
  return (
    <FormSection
      headingId="admin-password-heading"
      title="Change admin password"
      description="At least 12 characters. Every other admin session is signed out, so an old password stops working at once."
    >
      <form
        noValidate
        className="grid max-w-xl gap-4"
        onSubmit={form.handleSubmit(({ currentPassword, newPassword }) =>
          change.mutate(
            { currentPassword, newPassword },
            {
              onSuccess: () => form.reset(),
              onError: (error) => {
                const fields = ["currentPassword", "newPassword"] as const;
                if (!showCredentialRefusal(error, form.setError, fields)) {
                  showFailure("Failed to change the admin password", error);
                }
              },
            },
          ),
        )}
      >
        <PasswordField
          label="Current admin password"
          {...field("currentPassword")}
          autoComplete="current-password"
        />
        <PasswordField
          label="New admin password"
          {...field("newPassword")}
          autoComplete="new-password"
        />
        <PasswordField
          label="Confirm new admin password"
          {...field("confirmPassword")}
          autoComplete="new-password"
        />
        <div>
          <SubmitButton pending={change.isPending}>Change admin password</SubmitButton>
        </div>
      </form>
    </FormSection>
  );
}

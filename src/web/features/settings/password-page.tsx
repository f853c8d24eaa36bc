import { changePasswordFormSchema } from "@common/accounts/password-reset";
import { zodResolver } from "@hookform/resolvers/zod";
import { PasswordField } from "@web/components/forms/password-field";
import { fieldsOf } from "@web/components/forms/registered-field";
import { SubmitButton } from "@web/components/forms/submit-button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { showPasswordRefusal } from "@web/features/auth/password-refusal";
import { PasswordStrengthMeter } from "@web/features/auth/password-strength-meter";
import { useDocumentTitle } from "@web/hooks/use-document-title";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { useChangePassword } from "./password/use-change-password";

type ChangePasswordForm = z.input<typeof changePasswordFormSchema>;

export function PasswordPage() {
  useDocumentTitle("Password");
  const change = useChangePassword();
  const form = useForm<ChangePasswordForm, unknown, z.output<typeof changePasswordFormSchema>>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: { currentPassword: "", newPassword: "", confirmPassword: "" },
  });
  const field = fieldsOf(form);
  const newPassword = form.watch("newPassword") ?? "";
  return (
    <div className="grid w-full max-w-xl min-w-0 gap-6">
      <h1 className="text-3xl font-bold tracking-tight">Password</h1>
      <Card>
        <CardHeader>
          <CardTitle>Change password</CardTitle>
          <CardDescription>Changing your password signs you out everywhere else.</CardDescription>
        </CardHeader>
        <CardContent>
          <form
            noValidate
            className="grid gap-4"
            onSubmit={form.handleSubmit(({ currentPassword, newPassword }) =>
              change.mutate(
                { currentPassword, newPassword },
                {
                  onSuccess: () => form.reset(),
                  onError: (error) => showPasswordRefusal(error, form.setError, "newPassword"),
                },
              ),
            )}
          >
            <PasswordField
              label="Current password"
              {...field("currentPassword")}
              autoComplete="current-password"
            />
            <PasswordField
              label="New password"
              {...field("newPassword")}
              autoComplete="new-password"
            />
            {newPassword !== "" && <PasswordStrengthMeter password={newPassword} />}
            <PasswordField
              label="Confirm new password"
              {...field("confirmPassword")}
              autoComplete="new-password"
            />
            <div>
              <SubmitButton pending={change.isPending}>Change password</SubmitButton>
            </div>
          </form>
        </CardContent>
      </Card>
    </div>
  );
}

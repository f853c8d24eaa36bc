import { changePasswordFormSchema } from "@common/accounts/password-reset";
import { zodResolver } from "@hookform/resolvers/zod";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { useDocumentTitle } from "@web/hooks/use-document-title";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { PasswordStrengthMeter } from "../auth/password-strength-meter";
import { useChangePassword } from "./password/use-change-password";

type ChangePasswordForm = z.input<typeof changePasswordFormSchema>;

export function PasswordPage() {
  useDocumentTitle("Password");
  const change = useChangePassword();
  const form = useForm<ChangePasswordForm, unknown, z.output<typeof changePasswordFormSchema>>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: { currentPassword: "", newPassword: "", confirmPassword: "" },
  });
  const { errors } = form.formState;
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
              change.mutate({ currentPassword, newPassword }, { onSuccess: () => form.reset() }),
            )}
          >
            <FormField label="Current password" error={errors.currentPassword?.message}>
              {(control) => (
                <Input
                  {...control}
                  {...form.register("currentPassword")}
                  type="password"
                  autoComplete="current-password"
                />
              )}
            </FormField>
            <FormField label="New password" error={errors.newPassword?.message}>
              {(control) => (
                <Input
                  {...control}
                  {...form.register("newPassword")}
                  type="password"
                  autoComplete="new-password"
                />
              )}
            </FormField>
            {newPassword !== "" && <PasswordStrengthMeter password={newPassword} />}
            <FormField label="Confirm new password" error={errors.confirmPassword?.message}>
              {(control) => (
                <Input
                  {...control}
                  {...form.register("confirmPassword")}
                  type="password"
                  autoComplete="new-password"
                />
              )}
            </FormField>
            <div>
              <Button type="submit" disabled={change.isPending}>
                {change.isPending ? "Saving..." : "Change password"}
              </Button>
            </div>
          </form>
        </CardContent>
      </Card>
    </div>
  );
}

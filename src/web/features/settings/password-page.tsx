import { changePasswordFormSchema } from "@common/accounts/password-reset";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { Button } from "@web/components/ui/button";
import { Card, CardContent } from "@web/components/ui/card";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { useDocumentTitle } from "@web/hooks/use-document-title";
import { useToast } from "@web/hooks/use-toast";
import { apiRequest } from "@web/lib/api-client";
import { serverMessage } from "@web/lib/server-message";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { PasswordStrengthMeter } from "../auth/password-strength-meter";

type ChangePasswordForm = z.input<typeof changePasswordFormSchema>;

export function PasswordPage() {
  useDocumentTitle("Password");
  const { toast } = useToast();
  const form = useForm<ChangePasswordForm>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: { currentPassword: "", newPassword: "", confirmPassword: "" },
  });
  const change = useMutation({
    mutationFn: ({ currentPassword, newPassword }: ChangePasswordForm) =>
      apiRequest("POST", "/api/user/password", { currentPassword, newPassword }),
    retry: false,
    onSuccess: () => {
      toast({
        title: "Password updated",
        description: "Your other sessions have been signed out.",
      });
      form.reset();
    },
    onError: (error) =>
      toast({
        title: "Failed to update password",
        description: serverMessage(error, "Please try again."),
        variant: "destructive",
      }),
  });
  const { errors } = form.formState;
  return (
    <div className="grid max-w-xl gap-6">
      <h1 className="text-3xl font-bold tracking-tight">Password</h1>
      <Card>
        <CardContent className="pt-6">
          <form
            noValidate
            className="grid gap-4"
            onSubmit={form.handleSubmit((input) => change.mutate(input))}
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
            <PasswordStrengthMeter password={form.watch("newPassword") ?? ""} />
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

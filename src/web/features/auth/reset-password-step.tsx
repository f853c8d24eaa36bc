import { newPasswordFormSchema } from "@common/accounts/password-reset";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { PasswordField } from "@web/components/forms/password-field";
import { fieldsOf } from "@web/components/forms/registered-field";
import { SubmitButton } from "@web/components/forms/submit-button";
import { ApiError } from "@web/lib/api-error";
import { showFailure } from "@web/lib/failure-toast";
import { serverMessage } from "@web/lib/server-message";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { resetPassword } from "./auth-api";
import { showPasswordRefusal } from "./password-refusal";
import { PasswordStrengthMeter } from "./password-strength-meter";

/** Forgot password, step 3: the new password, which uses the code up. */
export function ResetPasswordStep({
  email,
  code,
  onDone,
  onCodeRejected,
}: {
  email: string;
  code: string;
  onDone: (message: string) => void;
  /** The code expired or was used meanwhile: back to the code step with the reason. */
  onCodeRejected: (message: string) => void;
}) {
  const form = useForm<
    z.input<typeof newPasswordFormSchema>,
    unknown,
    z.output<typeof newPasswordFormSchema>
  >({
    resolver: zodResolver(newPasswordFormSchema),
    defaultValues: { password: "", confirmPassword: "" },
  });
  const field = fieldsOf(form);
  const reset = useMutation({
    mutationFn: (password: string) => resetPassword({ email, code, password }),
    retry: false,
    onSuccess: (answer) => onDone(answer.message),
    onError: (error) => {
      showFailure("Password reset failed", error);
      if (showPasswordRefusal(error, form.setError, "password")) return;
      if (error instanceof ApiError && error.status === 400) {
        onCodeRejected(serverMessage(error, "Please try again."));
      }
    },
  });
  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={form.handleSubmit(({ password }) => {
        if (!reset.isPending) reset.mutate(password);
      })}
    >
      <PasswordField
        label="New password"
        {...field("password")}
        autoComplete="new-password"
        autoFocus
      />
      <PasswordStrengthMeter password={form.watch("password") ?? ""} />
      <PasswordField
        label="Confirm new password"
        {...field("confirmPassword")}
        autoComplete="new-password"
      />
      <SubmitButton pending={reset.isPending} keepFocus>
        Reset password
      </SubmitButton>
    </form>
  );
}

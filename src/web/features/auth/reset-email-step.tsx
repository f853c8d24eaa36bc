import { forgotPasswordSchema } from "@common/accounts/password-reset";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { Button } from "@web/components/ui/button";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { failureToast } from "@web/lib/failure-toast";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { requestResetCode } from "./auth-api";

/** Forgot password, step 1: the account's email address. */
export function ResetEmailStep({
  defaultEmail,
  autoFocus,
  onSent,
}: {
  defaultEmail: string;
  autoFocus: boolean;
  onSent: (email: string, notice: string) => void;
}) {
  const form = useForm<
    z.input<typeof forgotPasswordSchema>,
    unknown,
    z.output<typeof forgotPasswordSchema>
  >({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { email: defaultEmail } });
  const send = useMutation({
    mutationFn: requestResetCode,
    retry: false,
    onSuccess: (answer, email) => onSent(email, answer.message),
    onError: failureToast("Failed to send verification code"),
  });
  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={form.handleSubmit(({ email }) => {
        if (!send.isPending) send.mutate(email);
      })}
    >
      <FormField label="Email" error={form.formState.errors.email?.message}>
        {(control) => (
          <Input
            {...control}
            {...form.register("email")}
            type="email"
            autoComplete="email"
            autoFocus={autoFocus}
          />
        )}
      </FormField>
      <Button type="submit" aria-busy={send.isPending}>
        {send.isPending ? "Sending code..." : "Send reset code"}
      </Button>
    </form>
  );
}

import { forgotPasswordSchema } from "@common/accounts/password-reset";
import { useMutation } from "@tanstack/react-query";
import { failureToast } from "@web/lib/failure-toast";
import { requestResetCode } from "./auth-api";
import { EmailStepForm } from "./email-step-form";

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
  const send = useMutation({
    mutationFn: requestResetCode,
    retry: false,
    onSuccess: (answer, email) => onSent(email, answer.message),
    onError: failureToast("Failed to send verification code"),
  });
  return (
    <EmailStepForm
      schema={forgotPasswordSchema}
      defaultEmail={defaultEmail}
      autoFocus={autoFocus}
      sending={send.isPending}
      submitLabel="Send reset code"
      onSend={send.mutate}
    />
  );
}

import { verifyResetCodeSchema } from "@common/accounts/password-reset";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { useToast } from "@web/hooks/use-toast";
import { failureToast } from "@web/lib/failure-toast";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { requestResetCode, verifyResetCode } from "./auth-api";
import { CodeStepForm, codeRefusal } from "./code-step-form";

const codeSchema = verifyResetCodeSchema.pick({ code: true });

/** Forgot password, step 2: the emailed code, which can be resent or sent elsewhere. */
export function ResetCodeStep({
  email,
  notice,
  onVerified,
  onChangeEmail,
}: {
  email: string;
  /** The server's answer, neutral about whether an account exists. */
  notice: string;
  onVerified: (code: string) => void;
  onChangeEmail: () => void;
}) {
  const { toast } = useToast();
  const form = useForm<z.input<typeof codeSchema>, unknown, z.output<typeof codeSchema>>({
    resolver: zodResolver(codeSchema),
    defaultValues: { code: "" },
  });
  const verify = useMutation({
    mutationFn: (code: string) => verifyResetCode(email, code),
    retry: false,
    onSuccess: (_answer, code) => onVerified(code),
    onError: codeRefusal(form, "Verification failed"),
  });
  const resend = useMutation({
    mutationFn: () => requestResetCode(email),
    retry: false,
    onSuccess: (answer) => {
      form.resetField("code");
      toast({ title: "Verification code sent", description: answer.message });
    },
    onError: failureToast("Failed to send verification code"),
  });
  return (
    <CodeStepForm
      form={form}
      intro={
        <p role="status" className="text-sm text-muted-foreground">
          {notice}
        </p>
      }
      verifying={verify.isPending}
      submitLabel="Verify code"
      resending={resend.isPending}
      onVerify={verify.mutate}
      onResend={() => resend.mutate()}
      onChangeEmail={onChangeEmail}
    />
  );
}

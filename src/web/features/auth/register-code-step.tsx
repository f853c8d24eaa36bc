import { verifyOtpSchema } from "@common/accounts/registration";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { useToast } from "@web/hooks/use-toast";
import { failureToast } from "@web/lib/failure-toast";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { resendVerificationCode, verifyEmailCode } from "./auth-api";
import { CodeStepForm, codeRefusal } from "./code-step-form";

const codeStepSchema = verifyOtpSchema.pick({ code: true });

/** Register, step 2: the code emailed to the address, which can be resent or changed. */
export function RegisterCodeStep({
  email,
  onVerified,
  onChangeEmail,
}: {
  email: string;
  onVerified: () => void;
  onChangeEmail: () => void;
}) {
  const { toast } = useToast();
  const form = useForm<z.input<typeof codeStepSchema>, unknown, z.output<typeof codeStepSchema>>({
    resolver: zodResolver(codeStepSchema),
    defaultValues: { code: "" },
  });
  const verify = useMutation({
    mutationFn: (code: string) => verifyEmailCode(email, code),
    retry: false,
    onSuccess: () => {
      toast({ title: "Email Verified", description: "Your email has been successfully verified." });
      onVerified();
    },
    onError: codeRefusal(form, "Verification failed"),
  });
  const resend = useMutation({
    mutationFn: () => resendVerificationCode(email),
    retry: false,
    onSuccess: () => {
      form.resetField("code");
      toast({
        title: "Verification Code Sent",
        description: "A new verification code has been sent to your email.",
      });
    },
    onError: failureToast("Failed to send verification code"),
  });
  return (
    <CodeStepForm
      form={form}
      intro={
        <p className="text-sm text-muted-foreground">
          We sent a 6-digit code to{" "}
          <span className="break-all font-medium text-foreground">{email}</span>.
        </p>
      }
      verifying={verify.isPending}
      submitLabel="Verify email"
      resending={resend.isPending}
      onVerify={verify.mutate}
      onResend={() => resend.mutate()}
      onChangeEmail={onChangeEmail}
    />
  );
}

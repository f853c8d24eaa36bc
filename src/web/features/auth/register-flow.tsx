import { verifyEmailSchema } from "@common/accounts/registration";
import { useMutation } from "@tanstack/react-query";
import { useToast } from "@web/hooks/use-toast";
import { failureToast } from "@web/lib/failure-toast";
import { useState } from "react";
import { sendVerificationEmail } from "./auth-api";
import { EmailStepForm } from "./email-step-form";
import { RegisterAccountStep } from "./register-account-step";
import { RegisterCodeStep } from "./register-code-step";

type Step =
  | { name: "email"; email: string; returning: boolean }
  | { name: "code"; email: string }
  | { name: "account"; email: string };

/** Register in three steps: email, the emailed code, then the account itself. */
export function RegisterFlow() {
  const [step, setStep] = useState<Step>({ name: "email", email: "", returning: false });
  return (
    <div className="grid gap-4">
      <p className="text-xs font-medium uppercase tracking-wide text-muted-foreground">
        Step {step.name === "email" ? 1 : step.name === "code" ? 2 : 3} of 3
      </p>
      {step.name === "email" && (
        <RegisterEmailStep
          defaultEmail={step.email}
          // Focus the field only when coming back to it, not when the tab opens (the tab list
          // keeps focus so arrow keys still move between tabs).
          autoFocus={step.returning}
          onSent={(email) => setStep({ name: "code", email })}
        />
      )}
      {step.name === "code" && (
        <RegisterCodeStep
          email={step.email}
          onVerified={() => setStep({ name: "account", email: step.email })}
          onChangeEmail={() => setStep({ name: "email", email: step.email, returning: true })}
        />
      )}
      {step.name === "account" && <RegisterAccountStep email={step.email} />}
    </div>
  );
}

function RegisterEmailStep({
  defaultEmail,
  autoFocus,
  onSent,
}: {
  defaultEmail: string;
  autoFocus: boolean;
  onSent: (email: string) => void;
}) {
  const { toast } = useToast();
  const send = useMutation({
    mutationFn: sendVerificationEmail,
    retry: false,
    onSuccess: (_answer, email) => {
      toast({ title: "Verification email sent", description: "Check your email for the code" });
      onSent(email);
    },
    onError: failureToast("Email verification failed", "Failed to send verification code"),
  });
  return (
    <EmailStepForm
      schema={verifyEmailSchema}
      defaultEmail={defaultEmail}
      autoFocus={autoFocus}
      sending={send.isPending}
      submitLabel="Send verification code"
      onSend={send.mutate}
    />
  );
}

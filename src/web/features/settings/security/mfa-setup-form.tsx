import { mfaCodeField } from "@common/accounts/fields";
import { zodResolver } from "@hookform/resolvers/zod";
import { fieldsOf } from "@web/components/forms/registered-field";
import { SubmitButton } from "@web/components/forms/submit-button";
import { AuthenticatorSetup } from "@web/components/two-factor/authenticator-setup";
import { Button } from "@web/components/ui/button";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { MfaCodeField } from "./mfa-code-field";
import type { MfaSetupStep } from "./mfa-setup-step";

const codeSchema = z.object({ code: mfaCodeField });
type CodeForm = z.input<typeof codeSchema>;

/** The second half of setup: scan the QR code (or read the texted code), then type a code. */
export function MfaSetupForm({
  step,
  verifying,
  resending,
  onVerify,
  onResend,
  onCancel,
}: {
  step: Extract<MfaSetupStep, { kind: "scan" | "code-sent" }>;
  verifying: boolean;
  resending: boolean;
  onVerify: (code: string) => void;
  onResend: () => void;
  onCancel: () => void;
}) {
  const form = useForm<CodeForm, unknown, z.output<typeof codeSchema>>({
    resolver: zodResolver(codeSchema),
    defaultValues: { code: "" },
  });
  const field = fieldsOf(form);
  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={form.handleSubmit(({ code }) => onVerify(code))}
    >
      {step.kind === "scan" ? (
        <div className="grid gap-3">
          <AuthenticatorSetup
            qrCodeUrl={step.qrCodeUrl}
            qrCodeAlt="QR code for your authenticator app"
            secret={step.secret}
            secretTestId="mfa-secret"
          />
        </div>
      ) : (
        <div className="flex flex-wrap items-center gap-2">
          <p className="text-sm">We sent a verification code by text message to your phone.</p>
          <Button variant="link" className="h-auto p-0" onClick={onResend} disabled={resending}>
            Send a new code
          </Button>
        </div>
      )}
      <MfaCodeField label="Verification code" {...field("code")} className="max-w-48" />
      <div className="flex flex-wrap gap-2">
        <SubmitButton pending={verifying} pendingLabel="Verifying...">
          Verify and turn on
        </SubmitButton>
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

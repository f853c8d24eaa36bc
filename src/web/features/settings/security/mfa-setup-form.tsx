import { mfaCodeField } from "@common/accounts/fields";
import { zodResolver } from "@hookform/resolvers/zod";
import { fieldsOf } from "@web/components/forms/registered-field";
import { Button } from "@web/components/ui/button";
import { CopyButton } from "@web/components/ui/copy-button";
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
          <p className="text-sm">
            Scan this QR code with your authenticator app, or type the setup key into it. Then enter
            the 6-digit code the app shows.
          </p>
          <img
            src={step.qrCodeUrl}
            alt="QR code for your authenticator app"
            className="size-48 rounded border bg-white"
          />
          {step.secret && (
            <div className="grid gap-1.5 text-sm">
              <p>Setup key</p>
              <div className="flex flex-wrap items-center gap-2">
                <code
                  className="min-w-0 break-all rounded bg-muted px-2 py-1 font-mono"
                  data-testid="mfa-secret"
                >
                  {step.secret}
                </code>
                <CopyButton text={step.secret} label="Copy setup key" />
              </div>
            </div>
          )}
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
        <Button type="submit" disabled={verifying}>
          {verifying ? "Verifying..." : "Verify and turn on"}
        </Button>
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

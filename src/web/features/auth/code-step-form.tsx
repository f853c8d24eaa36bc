import { Button } from "@web/components/ui/button";
import type { ReactNode } from "react";
import type { UseFormReturn } from "react-hook-form";
import { CodeStepActions } from "./code-step-actions";
import { EmailCodeField } from "./email-code-field";

type CodeForm = { code: string };

/** The code step of sign-up and of a password reset: the emailed code, resent or sent elsewhere. */
export function CodeStepForm({
  form,
  intro,
  verifying,
  submitLabel,
  resending,
  onVerify,
  onResend,
  onChangeEmail,
}: {
  form: UseFormReturn<CodeForm, unknown, CodeForm>;
  /** What was sent where, above the field. */
  intro: ReactNode;
  verifying: boolean;
  submitLabel: string;
  resending: boolean;
  onVerify: (code: string) => void;
  onResend: () => void;
  onChangeEmail: () => void;
}) {
  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={form.handleSubmit(({ code }) => {
        if (!verifying) onVerify(code);
      })}
    >
      {intro}
      <EmailCodeField
        registration={form.register("code")}
        error={form.formState.errors.code?.message}
        autoFocus
      />
      <Button type="submit" aria-busy={verifying}>
        {verifying ? "Verifying..." : submitLabel}
      </Button>
      <CodeStepActions resending={resending} onResend={onResend} onChangeEmail={onChangeEmail} />
    </form>
  );
}

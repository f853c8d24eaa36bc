import { SubmitButton } from "@web/components/forms/submit-button";
import { ApiError } from "@web/lib/api-error";
import { showFailure } from "@web/lib/failure-toast";
import { serverMessage } from "@web/lib/server-message";
import type { ReactNode } from "react";
import type { UseFormReturn } from "react-hook-form";
import { CodeStepActions } from "./code-step-actions";
import { EmailCodeField } from "./email-code-field";

type CodeForm = { code: string };

const codeRefusedFallback = "Invalid verification code";

/**
 * The onError of a code check: the failure toast, and, when the server refused the code
 * (wrong, expired, too many tries), its reason under the field too, where the next code is
 * typed and where it stays once the toast has gone.
 */
export function codeRefusal(form: UseFormReturn<CodeForm, unknown, CodeForm>, title: string) {
  return (error: unknown) => {
    showFailure(title, error, codeRefusedFallback);
    if (error instanceof ApiError && error.status === 400) {
      const message = serverMessage(error, codeRefusedFallback);
      form.setError("code", { type: "server", message }, { shouldFocus: true });
    }
  };
}

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
      <SubmitButton pending={verifying} pendingLabel="Verifying..." keepFocus>
        {submitLabel}
      </SubmitButton>
      <CodeStepActions resending={resending} onResend={onResend} onChangeEmail={onChangeEmail} />
    </form>
  );
}

import { InputField } from "@web/components/forms/input-field";
import { Button } from "@web/components/ui/button";
import type { UseFormReturn } from "react-hook-form";

type EmailForm = { email: string };

/** The email step of sign-up and of a password reset: the address a code is sent to. */
export function EmailStepForm({
  form,
  autoFocus,
  sending,
  submitLabel,
  onSend,
}: {
  form: UseFormReturn<EmailForm, unknown, EmailForm>;
  autoFocus: boolean;
  sending: boolean;
  submitLabel: string;
  onSend: (email: string) => void;
}) {
  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={form.handleSubmit(({ email }) => {
        if (!sending) onSend(email);
      })}
    >
      <InputField
        label="Email"
        registration={form.register("email")}
        error={form.formState.errors.email?.message}
        type="email"
        autoComplete="email"
        autoFocus={autoFocus}
      />
      <Button type="submit" aria-busy={sending}>
        {sending ? "Sending code..." : submitLabel}
      </Button>
    </form>
  );
}

import { Button } from "@web/components/ui/button";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
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
      <Button type="submit" aria-busy={sending}>
        {sending ? "Sending code..." : submitLabel}
      </Button>
    </form>
  );
}

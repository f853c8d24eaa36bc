import type { emailField } from "@common/accounts/fields";
import { zodResolver } from "@hookform/resolvers/zod";
import { InputField } from "@web/components/forms/input-field";
import { Button } from "@web/components/ui/button";
import { useForm } from "react-hook-form";
import type { z } from "zod";

/** The request the step sends: an email address alone. */
type EmailSchema = z.ZodObject<{ email: typeof emailField }>;

/** The email step of sign-up and of a password reset: the address a code is sent to. */
export function EmailStepForm({
  schema,
  defaultEmail,
  autoFocus,
  sending,
  submitLabel,
  onSend,
}: {
  schema: EmailSchema;
  defaultEmail: string;
  autoFocus: boolean;
  sending: boolean;
  submitLabel: string;
  onSend: (email: string) => void;
}) {
  const form = useForm<z.input<EmailSchema>, unknown, z.output<EmailSchema>>({
    resolver: zodResolver(schema),
    defaultValues: { email: defaultEmail },
  });
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

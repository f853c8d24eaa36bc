import { registrationFormSchema } from "@common/accounts/registration";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { InputField } from "@web/components/forms/input-field";
import { NameFields } from "@web/components/forms/name-fields";
import { PasswordField } from "@web/components/forms/password-field";
import { fieldsOf } from "@web/components/forms/registered-field";
import { SubmitButton } from "@web/components/forms/submit-button";
import { useToast } from "@web/hooks/use-toast";
import { showFailure } from "@web/lib/failure-toast";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { createAccount } from "./auth-api";
import { showPasswordRefusal } from "./password-refusal";
import { PasswordStrengthMeter } from "./password-strength-meter";
import { useSignedIn } from "./use-signed-in";

type RegistrationForm = z.input<typeof registrationFormSchema>;
type RegistrationFields = z.output<typeof registrationFormSchema>;

/** Register, step 3: the account for the verified email; it signs the new user in. */
export function RegisterAccountStep({ email }: { email: string }) {
  const { toast } = useToast();
  const signedIn = useSignedIn();
  const form = useForm<RegistrationForm, unknown, RegistrationFields>({
    resolver: zodResolver(registrationFormSchema),
    defaultValues: { username: "", password: "", confirmPassword: "", firstName: "", lastName: "" },
  });
  const field = fieldsOf(form);
  const register = useMutation({
    mutationFn: ({ confirmPassword: _confirm, ...fields }: RegistrationFields) => {
      const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
      return createAccount({ ...fields, email, timeZone });
    },
    retry: false,
    onSuccess: (user) => {
      toast({
        title: "Registration successful",
        description: `Welcome to CertMinder, ${user.firstName?.trim() || user.username}!`,
      });
      signedIn(user);
    },
    onError: (error) => {
      showFailure("Registration failed", error, "Failed to register. Please try again.");
      showPasswordRefusal(error, form.setError, "password");
    },
  });
  const password = form.watch("password");
  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={form.handleSubmit((fields) => {
        if (!register.isPending) register.mutate(fields);
      })}
    >
      <p className="text-sm text-muted-foreground">
        Email verified: <span className="break-all font-medium text-foreground">{email}</span>
      </p>
      <InputField label="Username" {...field("username")} autoComplete="username" autoFocus />
      <PasswordField label="Password" {...field("password")} autoComplete="new-password" />
      <PasswordStrengthMeter password={password ?? ""} />
      <PasswordField
        label="Confirm password"
        {...field("confirmPassword")}
        autoComplete="new-password"
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <NameFields field={field} optional />
      </div>
      <SubmitButton pending={register.isPending} pendingLabel="Creating account..." keepFocus>
        Create account
      </SubmitButton>
    </form>
  );
}

import { emailCodeField, emailField } from "@common/accounts/fields";
import { registrationFormSchema } from "@common/accounts/registration";
import { publicUserSchema } from "@common/user";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { Button } from "@web/components/ui/button";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { useToast } from "@web/hooks/use-toast";
import { apiRequest } from "@web/lib/api-client";
import { serverMessage } from "@web/lib/server-message";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { PasswordStrengthMeter } from "./password-strength-meter";
import { useSignedIn } from "./use-signed-in";

const emailStepSchema = z.object({ email: emailField });
const codeStepSchema = z.object({ code: emailCodeField });
type RegistrationForm = z.input<typeof registrationFormSchema>;

/** Register in three steps: email, the emailed code, then the account itself. */
export function RegisterFlow() {
  const [email, setEmail] = useState<string | null>(null);
  const [verified, setVerified] = useState(false);
  if (!email) return <EmailStep onSent={setEmail} />;
  if (!verified)
    return (
      <CodeStep
        email={email}
        onVerified={() => setVerified(true)}
        onChangeEmail={() => setEmail(null)}
      />
    );
  return <CompleteStep email={email} />;
}

function EmailStep({ onSent }: { onSent: (email: string) => void }) {
  const { toast } = useToast();
  const form = useForm<z.input<typeof emailStepSchema>>({
    resolver: zodResolver(emailStepSchema),
    defaultValues: { email: "" },
  });
  const send = useMutation({
    mutationFn: (email: string) => apiRequest("POST", "/api/verify-email", { email }),
    retry: false,
    onSuccess: (_response, email) => {
      toast({ title: "Verification email sent", description: "Check your email for the code" });
      onSent(email);
    },
    onError: (error) =>
      toast({
        title: "Email verification failed",
        description: serverMessage(error, "Failed to send verification code"),
        variant: "destructive",
      }),
  });
  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={form.handleSubmit(({ email }) => send.mutate(emailField.parse(email)))}
    >
      <FormField label="Email" error={form.formState.errors.email?.message}>
        {(control) => (
          <Input {...control} {...form.register("email")} type="email" autoComplete="email" />
        )}
      </FormField>
      <Button type="submit" disabled={send.isPending}>
        {send.isPending ? "Sending code..." : "Send verification code"}
      </Button>
    </form>
  );
}

function CodeStep({
  email,
  onVerified,
  onChangeEmail,
}: {
  email: string;
  onVerified: () => void;
  onChangeEmail: () => void;
}) {
  const { toast } = useToast();
  const form = useForm<z.input<typeof codeStepSchema>>({
    resolver: zodResolver(codeStepSchema),
    defaultValues: { code: "" },
  });
  const verify = useMutation({
    mutationFn: (code: string) => apiRequest("POST", "/api/verify-otp", { email, code }),
    retry: false,
    onSuccess: () => {
      toast({ title: "Email Verified", description: "Your email has been successfully verified." });
      onVerified();
    },
    onError: (error) =>
      toast({
        title: "Verification failed",
        description: serverMessage(error, "Invalid verification code"),
        variant: "destructive",
      }),
  });
  const resend = useMutation({
    mutationFn: () => apiRequest("POST", "/api/resend-verification", { email }),
    retry: false,
    onSuccess: () =>
      toast({
        title: "Verification Code Sent",
        description: "A new verification code has been sent to your email.",
      }),
    onError: (error) =>
      toast({
        title: "Failed to send verification code",
        description: serverMessage(error, "Please try again."),
        variant: "destructive",
      }),
  });
  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={form.handleSubmit(({ code }) => verify.mutate(code))}
    >
      <p className="text-sm text-muted-foreground">
        We sent a 6-digit code to <span className="font-medium text-foreground">{email}</span>.
      </p>
      <FormField label="Verification code" error={form.formState.errors.code?.message}>
        {(control) => (
          <Input
            {...control}
            {...form.register("code")}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            autoFocus
          />
        )}
      </FormField>
      <Button type="submit" disabled={verify.isPending}>
        {verify.isPending ? "Verifying..." : "Verify email"}
      </Button>
      <div className="flex flex-wrap justify-between gap-2">
        <Button
          variant="link"
          className="px-0"
          onClick={() => resend.mutate()}
          disabled={resend.isPending}
        >
          Resend code
        </Button>
        <Button variant="link" className="px-0" onClick={onChangeEmail}>
          Change email address
        </Button>
      </div>
    </form>
  );
}

function CompleteStep({ email }: { email: string }) {
  const { toast } = useToast();
  const signedIn = useSignedIn();
  const form = useForm<RegistrationForm>({
    resolver: zodResolver(registrationFormSchema),
    defaultValues: { username: "", password: "", confirmPassword: "", firstName: "", lastName: "" },
  });
  const register = useMutation({
    mutationFn: async ({ confirmPassword: _confirm, ...fields }: RegistrationForm) => {
      const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
      const response = await apiRequest("POST", "/api/register", { ...fields, email, timeZone });
      return publicUserSchema.parse(await response.json());
    },
    retry: false,
    onSuccess: (user) => {
      toast({
        title: "Registration successful",
        description: `Welcome to CertMinder, ${user.firstName || user.username}!`,
      });
      signedIn(user);
    },
    onError: (error) =>
      toast({
        title: "Registration failed",
        description: serverMessage(error, "Failed to register. Please try again."),
        variant: "destructive",
      }),
  });
  const { errors } = form.formState;
  const password = form.watch("password");
  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={form.handleSubmit((input) => register.mutate(input))}
    >
      <p className="text-sm text-muted-foreground">
        Email verified: <span className="font-medium text-foreground">{email}</span>
      </p>
      <FormField label="Username" error={errors.username?.message}>
        {(control) => <Input {...control} {...form.register("username")} autoComplete="username" />}
      </FormField>
      <FormField label="Password" error={errors.password?.message}>
        {(control) => (
          <Input
            {...control}
            {...form.register("password")}
            type="password"
            autoComplete="new-password"
          />
        )}
      </FormField>
      <PasswordStrengthMeter password={password ?? ""} />
      <FormField label="Confirm password" error={errors.confirmPassword?.message}>
        {(control) => (
          <Input
            {...control}
            {...form.register("confirmPassword")}
            type="password"
            autoComplete="new-password"
          />
        )}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="First name (optional)" error={errors.firstName?.message}>
          {(control) => (
            <Input {...control} {...form.register("firstName")} autoComplete="given-name" />
          )}
        </FormField>
        <FormField label="Last name (optional)" error={errors.lastName?.message}>
          {(control) => (
            <Input {...control} {...form.register("lastName")} autoComplete="family-name" />
          )}
        </FormField>
      </div>
      <Button type="submit" disabled={register.isPending}>
        {register.isPending ? "Creating account..." : "Create account"}
      </Button>
    </form>
  );
}

import { emailCodeField, emailField } from "@common/accounts/fields";
import { newPasswordFormSchema } from "@common/accounts/password-reset";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { Button, buttonVariants } from "@web/components/ui/button";
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from "@web/components/ui/card";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { useDocumentTitle } from "@web/hooks/use-document-title";
import { useToast } from "@web/hooks/use-toast";
import { apiRequest } from "@web/lib/api-client";
import { serverMessage } from "@web/lib/server-message";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link } from "wouter";
import { z } from "zod";
import { PasswordStrengthMeter } from "./password-strength-meter";

type Step =
  | { name: "email" }
  | { name: "code"; email: string; notice: string }
  | { name: "password"; email: string; code: string }
  | { name: "done"; message: string };

/** Forgotten password: email, then the emailed code, then a new password. */
export function ForgotPasswordPage() {
  useDocumentTitle("Forgot password");
  const [step, setStep] = useState<Step>({ name: "email" });
  return (
    <main className="flex min-h-screen items-center justify-center bg-background p-4 sm:p-6">
      <Card className="w-full max-w-md">
        <CardHeader>
          <CardTitle as="h1">Forgot password</CardTitle>
          <CardDescription>
            {step.name === "email" &&
              "Enter your account's email address and we'll send you a code."}
            {step.name === "code" && step.notice}
            {step.name === "password" && "Choose a new password."}
          </CardDescription>
        </CardHeader>
        <CardContent>
          {step.name === "email" && (
            <EmailStep onSent={(email, notice) => setStep({ name: "code", email, notice })} />
          )}
          {step.name === "code" && (
            <CodeStep
              email={step.email}
              onVerified={(code) => setStep({ name: "password", email: step.email, code })}
            />
          )}
          {step.name === "password" && (
            <PasswordStep
              email={step.email}
              code={step.code}
              onDone={(message) => setStep({ name: "done", message })}
            />
          )}
          {step.name === "done" && (
            <p role="status" className="text-sm">
              {step.message}
            </p>
          )}
        </CardContent>
        <CardFooter>
          <Link
            href="/auth"
            className={buttonVariants({ variant: step.name === "done" ? "default" : "link" })}
          >
            Back to sign in
          </Link>
        </CardFooter>
      </Card>
    </main>
  );
}

const emailSchema = z.object({ email: emailField });
const codeSchema = z.object({ code: emailCodeField });
type NewPasswordForm = z.input<typeof newPasswordFormSchema>;

function EmailStep({ onSent }: { onSent: (email: string, notice: string) => void }) {
  const { toast } = useToast();
  const form = useForm<z.input<typeof emailSchema>>({
    resolver: zodResolver(emailSchema),
    defaultValues: { email: "" },
  });
  const send = useMutation({
    mutationFn: async (email: string) =>
      (await apiRequest("POST", "/api/forgot-password", { email })).json() as Promise<{
        message: string;
      }>,
    retry: false,
    onSuccess: (answer, email) => onSent(email, answer.message),
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
      onSubmit={form.handleSubmit(({ email }) => send.mutate(emailField.parse(email)))}
    >
      <FormField label="Email" error={form.formState.errors.email?.message}>
        {(control) => (
          <Input {...control} {...form.register("email")} type="email" autoComplete="email" />
        )}
      </FormField>
      <Button type="submit" disabled={send.isPending}>
        {send.isPending ? "Sending code..." : "Send reset code"}
      </Button>
    </form>
  );
}

function CodeStep({ email, onVerified }: { email: string; onVerified: (code: string) => void }) {
  const { toast } = useToast();
  const form = useForm<z.input<typeof codeSchema>>({
    resolver: zodResolver(codeSchema),
    defaultValues: { code: "" },
  });
  const verify = useMutation({
    mutationFn: (code: string) =>
      apiRequest("POST", "/api/forgot-password/verify", { email, code }),
    retry: false,
    onSuccess: (_answer, code) => onVerified(code),
    onError: (error) =>
      toast({
        title: "Verification failed",
        description: serverMessage(error, "Invalid verification code"),
        variant: "destructive",
      }),
  });
  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={form.handleSubmit(({ code }) => verify.mutate(code))}
    >
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
        {verify.isPending ? "Verifying..." : "Verify code"}
      </Button>
    </form>
  );
}

function PasswordStep({
  email,
  code,
  onDone,
}: {
  email: string;
  code: string;
  onDone: (message: string) => void;
}) {
  const { toast } = useToast();
  const form = useForm<NewPasswordForm>({
    resolver: zodResolver(newPasswordFormSchema),
    defaultValues: { password: "", confirmPassword: "" },
  });
  const reset = useMutation({
    mutationFn: async (password: string) =>
      (
        await apiRequest("POST", "/api/reset-password", { email, code, password })
      ).json() as Promise<{ message: string }>,
    retry: false,
    onSuccess: (answer) => onDone(answer.message),
    onError: (error) =>
      toast({
        title: "Password reset failed",
        description: serverMessage(error, "Please try again."),
        variant: "destructive",
      }),
  });
  const { errors } = form.formState;
  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={form.handleSubmit(({ password }) => reset.mutate(password))}
    >
      <FormField label="New password" error={errors.password?.message}>
        {(control) => (
          <Input
            {...control}
            {...form.register("password")}
            type="password"
            autoComplete="new-password"
            autoFocus
          />
        )}
      </FormField>
      <PasswordStrengthMeter password={form.watch("password") ?? ""} />
      <FormField label="Confirm new password" error={errors.confirmPassword?.message}>
        {(control) => (
          <Input
            {...control}
            {...form.register("confirmPassword")}
            type="password"
            autoComplete="new-password"
          />
        )}
      </FormField>
      <Button type="submit" disabled={reset.isPending}>
        {reset.isPending ? "Saving..." : "Reset password"}
      </Button>
    </form>
  );
}

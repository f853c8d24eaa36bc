import { buttonVariants } from "@web/components/ui/button";
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from "@web/components/ui/card";
import { useDocumentTitle } from "@web/hooks/use-document-title";
import { cn } from "@web/lib/cn";
import { useEffect, useRef, useState } from "react";
import { Link } from "wouter";
import { ResetCodeStep } from "./reset-code-step";
import { ResetEmailStep } from "./reset-email-step";
import { ResetPasswordStep } from "./reset-password-step";

type Step =
  | { name: "email"; email: string; returning: boolean }
  | { name: "code"; email: string; notice: string }
  | { name: "password"; email: string; code: string }
  | { name: "done"; message: string };

/** Forgotten password: email, then the emailed code, then a new password. */
export function ForgotPasswordPage() {
  useDocumentTitle("Forgot password");
  const [step, setStep] = useState<Step>({ name: "email", email: "", returning: false });
  const backToSignIn = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (step.name === "done") backToSignIn.current?.focus();
  }, [step.name]);

  return (
    <main className="flex min-h-screen items-center justify-center bg-background p-4 sm:p-6">
      <Card className="w-full max-w-md">
        <CardHeader>
          <CardTitle as="h1">Forgot password</CardTitle>
          <CardDescription>
            {step.name === "email" &&
              "Enter your account's email address and we'll send you a code."}
            {step.name === "code" && "Enter the 6-digit code from the email."}
            {step.name === "password" && "Choose a new password."}
            {step.name === "done" && "All set."}
          </CardDescription>
        </CardHeader>
        <CardContent>
          {step.name === "email" && (
            <ResetEmailStep
              defaultEmail={step.email}
              autoFocus={step.returning}
              onSent={(email, notice) => setStep({ name: "code", email, notice })}
            />
          )}
          {step.name === "code" && (
            <ResetCodeStep
              email={step.email}
              notice={step.notice}
              onVerified={(code) => setStep({ name: "password", email: step.email, code })}
              onChangeEmail={() => setStep({ name: "email", email: step.email, returning: true })}
            />
          )}
          {step.name === "password" && (
            <ResetPasswordStep
              email={step.email}
              code={step.code}
              onDone={(message) => setStep({ name: "done", message })}
              onCodeRejected={(message) =>
                setStep({ name: "code", email: step.email, notice: message })
              }
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
            ref={backToSignIn}
            href="/auth"
            className={cn(
              buttonVariants({ variant: step.name === "done" ? "default" : "link" }),
              step.name === "done" ? "w-full" : "px-0",
            )}
          >
            Back to sign in
          </Link>
        </CardFooter>
      </Card>
    </main>
  );
}

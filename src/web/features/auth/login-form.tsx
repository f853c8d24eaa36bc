import { type LoginInput, loginSchema } from "@common/accounts/sign-in";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { InputField } from "@web/components/forms/input-field";
import { PasswordField } from "@web/components/forms/password-field";
import { fieldsOf } from "@web/components/forms/registered-field";
import { SubmitButton } from "@web/components/forms/submit-button";
import { useToast } from "@web/hooks/use-toast";
import { failureToast } from "@web/lib/failure-toast";
import { lazyNamed } from "@web/lib/lazy-named";
import { Suspense, useState } from "react";
import { useForm } from "react-hook-form";
import { Link } from "wouter";
import { logIn } from "./auth-api";
import type { MfaChallenge } from "./mfa-dialog";
import { useSignedIn } from "./use-signed-in";

// The second-factor dialog is only for accounts with MFA: its chunk is fetched while the
// password is checked, not with the sign-in page.
const MfaDialog = lazyNamed(() => import("./mfa-dialog"), "MfaDialog");

export function LoginForm() {
  const { toast } = useToast();
  const signedIn = useSignedIn();
  const [challenge, setChallenge] = useState<MfaChallenge | null>(null);
  const form = useForm<LoginInput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { username: "", password: "" },
  });
  const field = fieldsOf(form);
  const login = useMutation({
    mutationFn: logIn,
    retry: false,
    onMutate: () => MfaDialog.preload(),
    onSuccess: (answer) => {
      if ("requireMFA" in answer) {
        setChallenge({ userId: answer.userId, username: answer.username, mfaType: answer.mfaType });
        return;
      }
      toast({ title: "Login successful", description: "Welcome back" });
      signedIn(answer);
    },
    onError: failureToast("Login failed", "Failed to log in. Please try again."),
  });

  return (
    <>
      <form
        noValidate
        className="grid gap-4"
        onSubmit={form.handleSubmit((input) => {
          if (!login.isPending) login.mutate(input);
        })}
      >
        <InputField label="Username" {...field("username")} autoComplete="username" />
        <PasswordField label="Password" {...field("password")} autoComplete="current-password" />
        <SubmitButton pending={login.isPending} pendingLabel="Logging in..." keepFocus>
          Login
        </SubmitButton>
        <Link
          href="/forgot-password"
          className="text-center text-sm text-primary underline-offset-4 hover:underline"
        >
          Forgot your password?
        </Link>
      </form>
      {challenge && (
        <Suspense fallback={null}>
          <MfaDialog
            challenge={challenge}
            onClose={() => setChallenge(null)}
            onCloseAutoFocus={(event) => {
              // After Cancel, signing in again starts from the password.
              event.preventDefault();
              form.setFocus("password");
            }}
          />
        </Suspense>
      )}
    </>
  );
}

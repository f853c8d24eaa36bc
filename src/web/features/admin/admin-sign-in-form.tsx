import { adminSignInMessages } from "@common/admin-session";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { InputField } from "@web/components/forms/input-field";
import { PasswordField } from "@web/components/forms/password-field";
import { fieldsOf } from "@web/components/forms/registered-field";
import { SubmitButton } from "@web/components/forms/submit-button";
import { Card, CardContent, CardDescription, CardHeader } from "@web/components/ui/card";
import { useDocumentTitle } from "@web/hooks/use-document-title";
import { storeAdminSessionId } from "@web/lib/admin-session";
import { errorBody } from "@web/lib/api-error";
import { serverMessage } from "@web/lib/server-message";
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { AdminCodeField } from "./admin-code-field";
import { signInToAdminArea } from "./admin-session-api";

const codePattern = /^\d{6}$/;

const formSchema = z.object({
  username: z
    .string()
    .trim()
    .min(1, adminSignInMessages.usernameRequired)
    .max(100, "Admin username must be at most 100 characters"),
  password: z
    .string()
    .min(1, adminSignInMessages.passwordRequired)
    .max(200, "Password must be at most 200 characters"),
  token: z.string().trim().max(6, adminSignInMessages.codeRequired),
});
type SignInForm = z.infer<typeof formSchema>;

const failedMessage = "Admin sign-in failed. Please try again.";

/**
 * The admin area's own sign-in, shown in place of an admin page to an administrator without a
 * live admin session: the admin credential's username and password, then the code from its
 * authenticator when the server asks for one. The page's address stays; once signed in, the
 * page shows.
 */
export function AdminSignInForm() {
  useDocumentTitle("Admin sign-in");
  const [codeAsked, setCodeAsked] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const problemRef = useRef<HTMLDivElement>(null);
  const form = useForm<SignInForm>({
    resolver: zodResolver(formSchema),
    defaultValues: { username: "", password: "", token: "" },
  });
  const field = fieldsOf(form);
  const { errors } = form.formState;

  const signIn = useMutation({
    mutationFn: signInToAdminArea,
    retry: false,
    onSuccess: ({ sessionId }) => storeAdminSessionId(sessionId),
    onError: (error, input) => {
      if (errorBody(error)?.mfaRequired !== true) {
        setProblem(serverMessage(error, failedMessage));
        return;
      }
      setProblem(null);
      setCodeAsked(true);
      form.setValue("token", "");
      // A code was sent and refused: say so under the field (the first time it is only asked).
      if (input.token) {
        const message = serverMessage(error, failedMessage);
        form.setError("token", { type: "server", message }, { shouldFocus: true });
      }
    },
  });

  // The code field appears once the password is right; the cursor goes there.
  useEffect(() => {
    if (codeAsked) form.setFocus("token");
  }, [codeAsked, form]);
  useEffect(() => {
    if (problem) problemRef.current?.focus();
  }, [problem]);

  return (
    <div className="mx-auto grid w-full max-w-md gap-6 py-6">
      <Card>
        <CardHeader>
          <h1 className="text-2xl font-bold tracking-tight">Sign in to the admin area</h1>
          <CardDescription>
            Administrator pages need the admin credential as well as your own account. An admin
            session lasts 8 hours and ends after 30 minutes without activity.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <form
            noValidate
            aria-label="Admin sign-in"
            className="grid gap-4"
            onSubmit={form.handleSubmit(({ username, password, token }) => {
              if (signIn.isPending) return;
              if (codeAsked && !codePattern.test(token)) {
                form.setError("token", { message: adminSignInMessages.codeRequired });
                return;
              }
              setProblem(null);
              signIn.mutate({ username, password, token: codeAsked ? token : undefined });
            })}
          >
            {problem && (
              <div
                ref={problemRef}
                role="alert"
                tabIndex={-1}
                className="rounded-md border border-destructive/50 bg-destructive/10 p-3 text-sm text-destructive focus:outline-none"
              >
                {problem}
              </div>
            )}
            <InputField
              label="Admin username"
              {...field("username")}
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
            />
            <PasswordField
              label="Password"
              {...field("password")}
              autoComplete="current-password"
            />
            {codeAsked && (
              <AdminCodeField registration={form.register("token")} error={errors.token?.message} />
            )}
            {codeAsked && !errors.token && (
              <p className="text-sm text-muted-foreground">{adminSignInMessages.codeRequired}.</p>
            )}
            <SubmitButton pending={signIn.isPending} pendingLabel="Signing in..." keepFocus>
              Sign in to admin area
            </SubmitButton>
          </form>
        </CardContent>
      </Card>
    </div>
  );
}

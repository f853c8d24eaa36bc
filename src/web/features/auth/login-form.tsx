import { type LoginInput, loginMfaRequiredSchema, loginSchema } from "@common/accounts/sign-in";
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
import { Link } from "wouter";
import { z } from "zod";
import { type MfaChallenge, MfaDialog } from "./mfa-dialog";
import { useSignedIn } from "./use-signed-in";

const loginAnswer = z.union([loginMfaRequiredSchema, publicUserSchema]);

export function LoginForm() {
  const { toast } = useToast();
  const signedIn = useSignedIn();
  const [challenge, setChallenge] = useState<MfaChallenge | null>(null);
  const form = useForm<LoginInput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { username: "", password: "" },
  });
  const login = useMutation({
    mutationFn: async (input: LoginInput) =>
      loginAnswer.parse(await (await apiRequest("POST", "/api/login", input)).json()),
    retry: false,
    onSuccess: (answer) => {
      if ("requireMFA" in answer) {
        setChallenge({ userId: answer.userId, username: answer.username, mfaType: answer.mfaType });
        return;
      }
      toast({ title: "Login successful", description: "Welcome back" });
      signedIn(answer);
    },
    onError: (error) => {
      toast({
        title: "Login failed",
        description: serverMessage(error, "Failed to log in. Please try again."),
        variant: "destructive",
      });
    },
  });
  const { errors } = form.formState;

  return (
    <>
      <form
        noValidate
        className="grid gap-4"
        onSubmit={form.handleSubmit((input) => {
          if (!login.isPending) login.mutate(input);
        })}
      >
        <FormField label="Username" error={errors.username?.message}>
          {(control) => (
            <Input {...control} {...form.register("username")} autoComplete="username" />
          )}
        </FormField>
        <FormField label="Password" error={errors.password?.message}>
          {(control) => (
            <Input
              {...control}
              {...form.register("password")}
              type="password"
              autoComplete="current-password"
            />
          )}
        </FormField>
        {/* Not disabled while pending, so focus stays on it; a second submit is ignored. */}
        <Button type="submit" aria-busy={login.isPending}>
          {login.isPending ? "Logging in..." : "Login"}
        </Button>
        <Link
          href="/forgot-password"
          className="text-center text-sm text-primary underline-offset-4 hover:underline"
        >
          Forgot your password?
        </Link>
      </form>
      {challenge && (
        <MfaDialog
          challenge={challenge}
          onClose={() => setChallenge(null)}
          onCloseAutoFocus={(event) => {
            // After Cancel, signing in again starts from the password.
            event.preventDefault();
            form.setFocus("password");
          }}
        />
      )}
    </>
  );
}

import { mfaCodeField } from "@common/accounts/fields";
import {
  type MfaSetupResult,
  mfaSetupResultSchema,
  mfaVerifyResultSchema,
} from "@common/accounts/mfa-setup";
import type { MfaType } from "@common/accounts/sign-in";
import type { PublicUser } from "@common/user";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { useToast } from "@web/hooks/use-toast";
import { userQueryOptions } from "@web/hooks/use-user";
import { apiRequest } from "@web/lib/api-client";
import { serverMessage } from "@web/lib/server-message";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { trustedDevicesQuery } from "./security-queries";

const codeSchema = z.object({ code: mfaCodeField });
const disableSchema = z.object({ password: z.string().min(1, "Password is required") });

/** Turning MFA on (app or SMS), showing the recovery codes once, and turning it off. */
export function MfaSetupCard({ user, reset }: { user: PublicUser; reset: boolean }) {
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const [setup, setSetup] = useState<MfaSetupResult | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const codeForm = useForm<z.input<typeof codeSchema>>({
    resolver: zodResolver(codeSchema),
    defaultValues: { code: "" },
  });
  const disableForm = useForm<z.input<typeof disableSchema>>({
    resolver: zodResolver(disableSchema),
    defaultValues: { password: "" },
  });
  const refreshUser = () => queryClient.invalidateQueries({ queryKey: userQueryOptions.queryKey });

  const start = useMutation({
    mutationFn: async (method: MfaType) =>
      mfaSetupResultSchema.parse(
        await (
          await apiRequest("POST", "/api/user/mfa/setup", {
            method,
            reregister: user.mfaEnabled || reset,
          })
        ).json(),
      ),
    retry: false,
    onSuccess: (result) => {
      if (result.needsPhoneNumber) {
        toast({
          title: "Phone number needed",
          description: "Add and verify a phone number on your Profile page first.",
        });
        return;
      }
      if (result.status === "disabled") {
        toast({ title: "MFA disabled" });
        void refreshUser();
        return;
      }
      setSetup(result);
    },
    onError: (error) =>
      toast({
        title: "MFA setup failed",
        description: serverMessage(error, "Please try again."),
        variant: "destructive",
      }),
  });

  const verify = useMutation({
    mutationFn: async (code: string) =>
      mfaVerifyResultSchema.parse(
        await (await apiRequest("POST", "/api/user/mfa/verify", { code })).json(),
      ),
    retry: false,
    onSuccess: (result) => {
      toast({ title: "MFA setup complete" });
      setSetup(null);
      setRecoveryCodes(result.recoveryCodes);
      codeForm.reset();
      void refreshUser();
      void queryClient.invalidateQueries({ queryKey: trustedDevicesQuery.queryKey });
    },
    onError: (error) =>
      toast({
        title: "MFA verification failed",
        description: serverMessage(error, "Invalid verification code"),
        variant: "destructive",
      }),
  });

  const disable = useMutation({
    mutationFn: (password: string) => apiRequest("POST", "/api/user/mfa/disable", { password }),
    retry: false,
    onSuccess: () => {
      toast({ title: "MFA disabled" });
      disableForm.reset();
      setRecoveryCodes(null);
      void refreshUser();
      void queryClient.invalidateQueries({ queryKey: trustedDevicesQuery.queryKey });
    },
    onError: (error) =>
      toast({
        title: "Failed to disable MFA",
        description: serverMessage(error, "Please try again."),
        variant: "destructive",
      }),
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Multi-factor authentication</CardTitle>
        <CardDescription>
          {user.mfaEnabled
            ? `MFA is on: ${user.mfaType === "app" ? "authenticator app" : "text message"} codes are asked for at sign-in.`
            : "MFA is off. Add a second step to sign-in with an authenticator app or text messages."}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {reset && (
          <p
            role="alert"
            className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
          >
            Your MFA setup needs to be reconfigured. Set up your authenticator app again below.
          </p>
        )}
        {recoveryCodes && (
          <div className="grid gap-2 rounded-md border p-4">
            <h3 className="font-semibold">Your recovery codes</h3>
            <p className="text-sm text-muted-foreground">
              Each code signs you in once if you lose your authenticator. Store them somewhere safe:
              they are shown only now.
            </p>
            <ul aria-label="Recovery codes" className="grid grid-cols-2 gap-1 font-mono text-sm">
              {recoveryCodes.map((code) => (
                <li key={code}>{code}</li>
              ))}
            </ul>
          </div>
        )}
        {!setup && (
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => start.mutate("app")} disabled={start.isPending}>
              {user.mfaEnabled || reset
                ? "Set up authenticator app again"
                : "Set up authenticator app"}
            </Button>
            <Button
              variant="outline"
              onClick={() => start.mutate("sms")}
              disabled={start.isPending}
            >
              Use text message codes
            </Button>
          </div>
        )}
        {setup && (
          <form
            noValidate
            className="grid gap-4"
            onSubmit={codeForm.handleSubmit(({ code }) => verify.mutate(code))}
          >
            {setup.qrCodeUrl && (
              <div className="grid gap-2">
                <p className="text-sm">
                  Scan this QR code with your authenticator app, or type the key below.
                </p>
                <img
                  src={setup.qrCodeUrl}
                  alt="QR code for your authenticator app"
                  className="size-48 rounded border"
                />
                <p className="text-sm">
                  Setup key:{" "}
                  <code
                    className="break-all rounded bg-muted px-1 font-mono"
                    data-testid="mfa-secret"
                  >
                    {setup.secret}
                  </code>
                </p>
              </div>
            )}
            {setup.codeSent && <p className="text-sm">We sent a 6-digit code to your phone.</p>}
            <FormField label="Verification code" error={codeForm.formState.errors.code?.message}>
              {(control) => (
                <Input
                  {...control}
                  {...codeForm.register("code")}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={8}
                />
              )}
            </FormField>
            <div className="flex gap-2">
              <Button type="submit" disabled={verify.isPending}>
                {verify.isPending ? "Verifying..." : "Verify and turn on"}
              </Button>
              <Button variant="outline" onClick={() => setSetup(null)}>
                Cancel
              </Button>
            </div>
          </form>
        )}
        {user.mfaEnabled && !setup && (
          <form
            noValidate
            className="grid gap-2 border-t pt-4"
            onSubmit={disableForm.handleSubmit(({ password }) => disable.mutate(password))}
          >
            <FormField
              label="Password to turn MFA off"
              error={disableForm.formState.errors.password?.message}
            >
              {(control) => (
                <Input
                  {...control}
                  {...disableForm.register("password")}
                  type="password"
                  autoComplete="current-password"
                />
              )}
            </FormField>
            <div>
              <Button type="submit" variant="destructive" disabled={disable.isPending}>
                Turn off MFA
              </Button>
            </div>
          </form>
        )}
      </CardContent>
    </Card>
  );
}

import {
  type MfaType,
  type VerifyLoginMfaInput,
  verifyLoginMfaSchema,
} from "@common/accounts/sign-in";
import { type PublicUser, publicUserSchema } from "@common/user";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Button } from "@web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@web/components/ui/dialog";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { useToast } from "@web/hooks/use-toast";
import { apiRequest } from "@web/lib/api-client";
import { ApiError, errorBody } from "@web/lib/api-error";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { useLocation } from "wouter";
import { classifyMfaFailure, formatCountdown } from "./mfa-errors";
import { useSignedIn } from "./use-signed-in";

export type MfaChallenge = { userId: number; username: string; mfaType: MfaType };

const redirectDelayMs = 3000;

function useCountdown(until: number | null) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until === null) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [until]);
  const secondsLeft = until === null ? 0 : Math.max(0, (until - now) / 1000);
  return { locked: until !== null && secondsLeft > 0, secondsLeft };
}

/** The second sign-in step: a code from the authenticator app or the text message. */
export function MfaDialog({
  challenge,
  onClose,
}: {
  challenge: MfaChallenge;
  onClose: () => void;
}) {
  const { toast } = useToast();
  const signedIn = useSignedIn();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const [lockedUntil, setLockedUntil] = useState<number | null>(null);
  const [lockMessage, setLockMessage] = useState("");
  const { locked, secondsLeft } = useCountdown(lockedUntil);
  const form = useForm<VerifyLoginMfaInput>({
    resolver: zodResolver(verifyLoginMfaSchema),
    defaultValues: { ...challenge, code: "", trustDevice: false, deviceName: "" },
  });
  const trustDevice = form.watch("trustDevice");

  useEffect(() => {
    if (lockedUntil !== null && !locked) setLockedUntil(null);
  }, [locked, lockedUntil]);

  const verify = useMutation({
    mutationFn: async (input: VerifyLoginMfaInput): Promise<PublicUser> =>
      publicUserSchema.parse(
        await (await apiRequest("POST", "/api/verify-login-mfa", input)).json(),
      ),
    retry: false,
    onSuccess: (user, input) => {
      if (input.trustDevice) {
        void queryClient.invalidateQueries({ queryKey: ["/api/user/trusted-devices"] });
      }
      onClose();
      toast({ title: "Login successful", description: "Welcome back" });
      signedIn(user);
    },
    onError: (error) => {
      const failure = classifyMfaFailure(
        error instanceof ApiError ? error.status : undefined,
        errorBody(error),
      );
      switch (failure.kind) {
        case "rate-limited":
          setLockedUntil(Date.now() + failure.minutes * 60_000);
          setLockMessage(failure.message);
          toast({
            title: "Too many attempts",
            description: `You've made too many verification attempts. Please try again in ${failure.minutes} minutes.`,
            variant: "destructive",
          });
          return;
        case "needs-resetup":
          toast({
            title: "MFA Reset Required",
            description: failure.message,
            variant: "destructive",
          });
          setTimeout(() => {
            onClose();
            navigate(failure.setupUrl);
          }, redirectDelayMs);
          return;
        case "session-expired":
          toast({ title: "Session expired", description: failure.message, variant: "destructive" });
          setTimeout(onClose, redirectDelayMs);
          return;
        default:
          toast({
            title: "Verification failed",
            description: failure.message,
            variant: "destructive",
          });
      }
    },
  });

  const description =
    challenge.mfaType === "app"
      ? "Enter the 6-digit code from your authenticator app, or one of your recovery codes."
      : "Enter the 6-digit code we sent to your phone, or one of your recovery codes.";

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogTitle>Verify it's you</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
        <form
          noValidate
          className="grid gap-4"
          onSubmit={form.handleSubmit((input) => verify.mutate(input))}
        >
          <fieldset disabled={locked || verify.isPending} className="grid gap-4">
            <FormField label="Verification code" error={form.formState.errors.code?.message}>
              {(control) => (
                <Input
                  {...control}
                  {...form.register("code")}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={8}
                  autoFocus
                />
              )}
            </FormField>
            <div className="flex items-start gap-2">
              <input
                id="trust-device"
                type="checkbox"
                className="mt-1 size-4 accent-[var(--primary)]"
                {...form.register("trustDevice")}
              />
              <label htmlFor="trust-device" className="text-sm">
                Trust this device
                <span className="block text-muted-foreground">
                  Skip MFA verification on this device for 30 days
                </span>
              </label>
            </div>
            {trustDevice && (
              <FormField
                label="Device name (optional)"
                error={form.formState.errors.deviceName?.message}
              >
                {(control) => (
                  <Input
                    {...control}
                    {...form.register("deviceName")}
                    placeholder="e.g. Work laptop"
                  />
                )}
              </FormField>
            )}
          </fieldset>
          {locked && (
            <p role="alert" className="text-sm text-destructive">
              {lockMessage} Try again in{" "}
              <span className="font-mono">{formatCountdown(secondsLeft)}</span>.
            </p>
          )}
          <div className="flex justify-end gap-2">
            <Button variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={locked || verify.isPending}>
              {verify.isPending ? "Verifying..." : "Verify"}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

import { browserName } from "@common/accounts/browser-name";
import {
  type LoginMfaRequired,
  type VerifyLoginMfaInput,
  verifyLoginMfaSchema,
} from "@common/accounts/sign-in";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { InputField } from "@web/components/forms/input-field";
import { fieldsOf } from "@web/components/forms/registered-field";
import { Button } from "@web/components/ui/button";
import { Checkbox } from "@web/components/ui/checkbox";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@web/components/ui/dialog";
import { ErrorText } from "@web/components/ui/error-text";
import { Label } from "@web/components/ui/label";
import { useToast } from "@web/hooks/use-toast";
import { ApiError, errorBody } from "@web/lib/api-error";
import { securityKeys } from "@web/lib/query-keys";
import { useEffect, useRef, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { useLocation } from "wouter";
import { verifyLoginMfa } from "./auth-api";
import { mfaCodeInput } from "./code-input";
import { classifyMfaFailure, mfaFailureToast } from "./mfa-errors";
import { useLockCountdown } from "./use-lock-countdown";
import { useSignedIn } from "./use-signed-in";

/** The second step POST /api/login asked for. */
export type MfaChallenge = Pick<LoginMfaRequired, "userId" | "username" | "mfaType">;

/** Spec section 9: the wait before closing after an MFA reset or an expired session. */
const redirectDelayMs = 3000;

/** The second sign-in step: a code from the authenticator app or the text message. */
export function MfaDialog({
  challenge,
  onClose,
  onCloseAutoFocus,
}: {
  challenge: MfaChallenge;
  onClose: () => void;
  /** Where focus goes when the dialog goes away (Radix returns it to where it was otherwise). */
  onCloseAutoFocus?: (event: Event) => void;
}) {
  const { toast } = useToast();
  const signedIn = useSignedIn();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const { locked, countdown, lock } = useLockCountdown();
  const [lockMessage, setLockMessage] = useState("");
  // Set while the dialog waits to close after an MFA reset or an expired session.
  const [closingNotice, setClosingNotice] = useState<string | null>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const form = useForm<VerifyLoginMfaInput>({
    resolver: zodResolver(verifyLoginMfaSchema),
    defaultValues: { ...challenge, code: "", trustDevice: false, deviceName: "" },
  });
  const field = fieldsOf(form);
  const trustDevice = form.watch("trustDevice");

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const disabled = locked || closingNotice !== null;

  // While locked (or about to close) only Cancel can be used, so focus goes there; when the
  // lock clears, back to an empty code field.
  const wasLocked = useRef(false);
  useEffect(() => {
    if (disabled) cancelButton.current?.focus();
    else if (wasLocked.current) {
      form.resetField("code");
      form.setFocus("code");
    }
    wasLocked.current = disabled;
  }, [disabled, form]);

  const closeLater = (then?: () => void) => {
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(() => {
      onClose();
      then?.();
    }, redirectDelayMs);
  };

  const verify = useMutation({
    mutationFn: verifyLoginMfa,
    retry: false,
    onSuccess: (user, input) => {
      if (input.trustDevice) {
        void queryClient.invalidateQueries({ queryKey: securityKeys.trustedDevices() });
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
      toast({ ...mfaFailureToast(failure), variant: "destructive" });
      switch (failure.kind) {
        case "rate-limited":
          setLockMessage(failure.message);
          lock(failure.minutes);
          return;
        case "needs-resetup":
          setClosingNotice(failure.message);
          closeLater(() => navigate(failure.setupUrl));
          return;
        case "session-expired":
          setClosingNotice(failure.message);
          closeLater();
          return;
        case "other":
          form.setError(
            "code",
            { type: "server", message: failure.message },
            { shouldFocus: true },
          );
      }
    },
  });

  const submit = form.handleSubmit(({ trustDevice, deviceName, ...input }) => {
    if (verify.isPending || disabled) return;
    verify.mutate({ ...input, trustDevice, deviceName: trustDevice ? deviceName : undefined });
  });

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>Verify it's you</DialogTitle>
          <DialogDescription>
            {challenge.mfaType === "app"
              ? "Enter the 6-digit code from your authenticator app, or one of your recovery codes."
              : "Enter the 6-digit code we sent to your phone, or one of your recovery codes."}
          </DialogDescription>
        </DialogHeader>
        <form noValidate className="grid gap-4" onSubmit={submit}>
          <fieldset disabled={disabled} className="grid min-w-0 gap-4">
            <legend className="sr-only">Verification for {challenge.username}</legend>
            <InputField
              label="Verification code"
              {...field("code")}
              transform={mfaCodeInput}
              inputMode="numeric"
              autoComplete="one-time-code"
              autoFocus
            />
            <div className="flex items-start gap-3">
              <Controller
                control={form.control}
                name="trustDevice"
                render={({ field }) => (
                  <Checkbox
                    id="mfa-trust-device"
                    className="mt-0.5"
                    checked={field.value === true}
                    onCheckedChange={(checked) => field.onChange(checked === true)}
                    onBlur={field.onBlur}
                    ref={field.ref}
                    name={field.name}
                  />
                )}
              />
              <Label htmlFor="mfa-trust-device" className="grid gap-1 leading-snug">
                Trust this device
                <span className="font-normal text-muted-foreground">
                  Skip MFA verification on this device for 30 days
                </span>
              </Label>
            </div>
            {trustDevice && (
              <InputField
                label="Device name (optional)"
                {...field("deviceName")}
                placeholder={browserName(navigator.userAgent)}
                autoComplete="off"
              />
            )}
          </fieldset>
          {locked && (
            <div className="grid gap-1 text-sm text-destructive">
              <p role="alert">{lockMessage}</p>
              {/* A timer is not read out at every tick; the toast gives the minutes. */}
              <p role="timer">
                Try again in <span className="font-mono tabular-nums">{countdown}</span>.
              </p>
            </div>
          )}
          {closingNotice && <ErrorText>{closingNotice}</ErrorText>}
          <DialogFooter>
            <Button ref={cancelButton} variant="outline" onClick={onClose}>
              Cancel
            </Button>
            {/* Not disabled while pending, so focus stays on it; a second submit is ignored. */}
            <Button type="submit" disabled={disabled}>
              {verify.isPending ? "Verifying..." : "Verify"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

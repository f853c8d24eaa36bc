import type { MfaType } from "@common/accounts/sign-in";
import type { PublicUser } from "@common/user";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { useToast } from "@web/hooks/use-toast";
import { useEffect, useRef, useState } from "react";
import { Link, useLocation } from "wouter";
import { MfaDisableSection } from "./mfa-disable-form";
import { MfaSetupForm } from "./mfa-setup-form";
import { type MfaSetupStep, mfaSetupStep } from "./mfa-setup-step";
import { RecoveryCodesPanel } from "./recovery-codes-panel";
import { useRefreshAfterMfaChange, useStartMfaSetup, useVerifyMfaSetup } from "./use-mfa-settings";

type OpenSetup = { method: MfaType; step: Extract<MfaSetupStep, { kind: "scan" | "code-sent" }> };

const methodNames: Record<string, string> = { app: "authenticator app", sms: "text message" };

/**
 * MFA status, setting it up by app or SMS (spec section 4's four setup results), the recovery
 * codes shown once, and turning it off. With `reset` (?mfa=reset) the authenticator setup is
 * opened again at once, replacing the unreadable one.
 */
export function MfaCard({ user, reset }: { user: PublicUser; reset: boolean }) {
  const { toast } = useToast();
  const [, navigate] = useLocation();
  const start = useStartMfaSetup();
  const verify = useVerifyMfaSetup();
  const refresh = useRefreshAfterMfaChange();
  const [setup, setSetup] = useState<OpenSetup | null>(null);
  const [needsPhone, setNeedsPhone] = useState(false);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);

  const begin = (method: MfaType) =>
    start.mutate(
      { method, reregister: user.mfaEnabled || reset },
      {
        onSuccess: (result) => {
          const step = mfaSetupStep(result);
          setNeedsPhone(step.kind === "needs-phone");
          if (step.kind === "needs-phone") {
            toast({
              title: "Phone number needed",
              description: "Add and verify a phone number on your Profile page first.",
            });
          } else if (step.kind === "disabled") {
            toast({ title: "MFA disabled" });
            setSetup(null);
            void refresh();
          } else {
            setRecoveryCodes(null);
            setSetup({ method, step });
          }
        },
      },
    );

  const finish = (code: string) =>
    verify.mutate(code, {
      onSuccess: ({ recoveryCodes: codes }) => {
        setSetup(null);
        setRecoveryCodes(codes);
        if (reset) navigate("/settings/security", { replace: true });
      },
    });

  // ?mfa=reset: the stored authenticator secret is unusable, so its setup opens straight away
  // (once, even when React runs effects twice in development). Text message codes need no
  // secret, so someone using them chooses for themselves.
  const openedForReset = useRef(false);
  useEffect(() => {
    const textMessageUser = user.mfaEnabled && user.mfaType === "sms";
    if (!reset || openedForReset.current || textMessageUser) return;
    openedForReset.current = true;
    begin("app");
  });

  const again = user.mfaEnabled || reset;
  const appLabel =
    again && (reset || user.mfaType === "app")
      ? "Set up authenticator app again"
      : user.mfaEnabled
        ? "Switch to authenticator app"
        : "Set up authenticator app";
  const smsLabel =
    user.mfaEnabled && user.mfaType === "sms"
      ? "Set up text message codes again"
      : user.mfaEnabled
        ? "Switch to text message codes"
        : "Set up text message codes";

  return (
    <Card>
      <CardHeader>
        <CardTitle>Multi-factor authentication</CardTitle>
        <CardDescription>
          A second step at sign-in: a code from an authenticator app or a text message.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <p className="text-sm">
          Status:{" "}
          {user.mfaEnabled ? (
            <span className="font-semibold text-green-700">
              On ({methodNames[user.mfaType] ?? user.mfaType} codes)
            </span>
          ) : (
            <span className="font-semibold">Off</span>
          )}
        </p>
        {reset && (
          <div
            role="alert"
            className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
          >
            <p className="font-medium">MFA must be set up again</p>
            <p>
              Your MFA setup needs to be reconfigured: the codes from your current authenticator can
              no longer be checked. Scan the new QR code below with your authenticator app and enter
              a code to turn MFA back on. Codes from the old entry in your app will not work.
            </p>
          </div>
        )}
        {needsPhone && (
          <p className="rounded-md border p-3 text-sm">
            Text message codes need a verified phone number.{" "}
            <Link href="/settings/profile#phone" className="font-medium text-primary underline">
              Add a phone number on your Profile page
            </Link>
            , then come back to set up text message codes.
          </p>
        )}
        {recoveryCodes && (
          <RecoveryCodesPanel
            codes={recoveryCodes}
            username={user.username}
            onDone={() => setRecoveryCodes(null)}
          />
        )}
        {setup ? (
          <MfaSetupForm
            key={setup.method}
            step={setup.step}
            verifying={verify.isPending}
            resending={start.isPending}
            onVerify={finish}
            onResend={() => begin(setup.method)}
            onCancel={() => setSetup(null)}
          />
        ) : (
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => begin("app")} disabled={start.isPending}>
              {appLabel}
            </Button>
            <Button variant="outline" onClick={() => begin("sms")} disabled={start.isPending}>
              {smsLabel}
            </Button>
          </div>
        )}
        {user.mfaEnabled && !setup && <MfaDisableSection mfaType={user.mfaType} />}
      </CardContent>
    </Card>
  );
}

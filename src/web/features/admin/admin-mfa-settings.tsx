import { currentPasswordField } from "@common/accounts/fields";
import {
  type AdminMfaSetup,
  adminCodeField,
  adminCredentialMessages,
} from "@common/admin-credential";
import { zodResolver } from "@hookform/resolvers/zod";
import { FormSection } from "@web/components/forms/form-section";
import { PasswordField } from "@web/components/forms/password-field";
import { fieldsOf } from "@web/components/forms/registered-field";
import { SubmitButton } from "@web/components/forms/submit-button";
import { AuthenticatorSetup } from "@web/components/two-factor/authenticator-setup";
import { Button } from "@web/components/ui/button";
import { showFailure } from "@web/lib/failure-toast";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { AdminCodeField } from "./admin-code-field";
import { showCredentialRefusal } from "./admin-credential-api";
import {
  useDisableAdminMfa,
  useEnableAdminMfa,
  useStartAdminMfaSetup,
} from "./use-admin-credential";

const confirmSchema = z.object({ token: adminCodeField });
const disableSchema = z.object({
  password: currentPasswordField(adminCredentialMessages.passwordRequired),
  token: adminCodeField,
});

/** Scan the QR code (or type the key), then confirm with a code from the app. */
function ConfirmSetup({ setup, onDone }: { setup: AdminMfaSetup; onDone: () => void }) {
  const enable = useEnableAdminMfa();
  const form = useForm<z.input<typeof confirmSchema>, unknown, z.output<typeof confirmSchema>>({
    resolver: zodResolver(confirmSchema),
    defaultValues: { token: "" },
  });
  const field = fieldsOf(form);
  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={form.handleSubmit(({ token }) =>
        enable.mutate(token, {
          onSuccess: onDone,
          onError: (error) => {
            if (!showCredentialRefusal(error, form.setError, ["token"] as const)) {
              showFailure("Failed to turn on two-factor authentication", error);
            }
          },
        }),
      )}
    >
      <AuthenticatorSetup
        qrCodeUrl={setup.qrCodeUrl}
        qrCodeAlt="QR code for the admin credential's authenticator"
        secret={setup.secret}
        secretTestId="admin-mfa-secret"
      />
      <AdminCodeField {...field("token")} />
      <div className="flex flex-wrap gap-2">
        <SubmitButton pending={enable.isPending} pendingLabel="Verifying...">
          Verify and turn on
        </SubmitButton>
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

/** Turning MFA off needs the admin password and a current code. */
function TurnOff() {
  const disable = useDisableAdminMfa();
  const form = useForm<z.input<typeof disableSchema>, unknown, z.output<typeof disableSchema>>({
    resolver: zodResolver(disableSchema),
    defaultValues: { password: "", token: "" },
  });
  const field = fieldsOf(form);
  return (
    <form
      noValidate
      className="grid gap-4 sm:grid-cols-2"
      onSubmit={form.handleSubmit((input) =>
        disable.mutate(input, {
          onSuccess: () => form.reset(),
          onError: (error) => {
            if (!showCredentialRefusal(error, form.setError, ["password", "token"] as const)) {
              showFailure("Failed to turn off two-factor authentication", error);
            }
          },
        }),
      )}
    >
      <PasswordField
        label="Admin password"
        {...field("password")}
        autoComplete="current-password"
      />
      <AdminCodeField {...field("token")} />
      <div className="sm:col-span-2">
        <Button type="submit" variant="destructive" disabled={disable.isPending}>
          Turn off two-factor authentication
        </Button>
      </div>
    </form>
  );
}

/** The admin credential's two-factor authentication: its status, setting it up, turning it off. */
export function AdminMfaSettings({ mfaEnabled }: { mfaEnabled: boolean }) {
  const start = useStartAdminMfaSetup();
  const [setup, setSetup] = useState<AdminMfaSetup | null>(null);
  return (
    <FormSection headingId="admin-mfa-heading" title="Two-factor authentication">
      <p className="text-sm">
        Status:{" "}
        {mfaEnabled ? (
          <span className="font-semibold text-green-700 dark:text-green-400">
            On (authenticator app codes)
          </span>
        ) : (
          <span className="font-semibold">Off</span>
        )}
      </p>
      <p className="text-sm text-muted-foreground">
        {mfaEnabled
          ? "Signing in to the admin area asks for a code from the authenticator app."
          : "Ask for a code from an authenticator app at every admin sign-in."}
      </p>
      {mfaEnabled ? (
        <TurnOff />
      ) : setup ? (
        <ConfirmSetup setup={setup} onDone={() => setSetup(null)} />
      ) : (
        <div>
          <Button
            onClick={() =>
              start.mutate(undefined, {
                onSuccess: setSetup,
                onError: (error) => showFailure("Failed to start the set-up", error),
              })
            }
            disabled={start.isPending}
          >
            Set up authenticator app
          </Button>
        </div>
      )}
    </FormSection>
  );
}

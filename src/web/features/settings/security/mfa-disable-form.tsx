import { zodResolver } from "@hookform/resolvers/zod";
import { FormSection } from "@web/components/forms/form-section";
import { PasswordField } from "@web/components/forms/password-field";
import { fieldsOf } from "@web/components/forms/registered-field";
import { Button } from "@web/components/ui/button";
import { useForm } from "react-hook-form";
import { MfaCodeField } from "./mfa-code-field";
import { type MfaDisableForm, mfaDisableFormSchema, mfaDisableProof } from "./mfa-disable-proof";
import { useDisableMfa } from "./use-mfa-settings";

/** Turning MFA off, proven by a current code, a recovery code or the password. */
export function MfaDisableSection({ mfaType }: { mfaType: string }) {
  const disable = useDisableMfa();
  const form = useForm<MfaDisableForm>({
    resolver: zodResolver(mfaDisableFormSchema),
    defaultValues: { code: "", password: "" },
  });
  const field = fieldsOf(form);
  return (
    <FormSection
      headingId="mfa-off-heading"
      title="Turn off MFA"
      description={
        mfaType === "app"
          ? "Enter a code from your authenticator app, a recovery code, or your password."
          : "Enter a recovery code or your password."
      }
      className="border-t pt-4"
    >
      <form
        noValidate
        className="grid gap-4 sm:grid-cols-2"
        onSubmit={form.handleSubmit((input) =>
          disable.mutate(mfaDisableProof(input), { onSuccess: () => form.reset() }),
        )}
      >
        <MfaCodeField label="MFA code or recovery code" {...field("code")} />
        <PasswordField label="Password" {...field("password")} autoComplete="current-password" />
        <div className="sm:col-span-2">
          <Button type="submit" variant="destructive" disabled={disable.isPending}>
            Turn off MFA
          </Button>
        </div>
      </form>
    </FormSection>
  );
}

import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import type { UseFormRegisterReturn } from "react-hook-form";
import { emailCodeInput } from "./code-input";

/** The 6-digit code from an email: digits only, capped at six, offered by the keyboard. */
export function EmailCodeField({
  registration,
  error,
  autoFocus,
}: {
  registration: UseFormRegisterReturn;
  error: string | undefined;
  autoFocus?: boolean;
}) {
  return (
    <FormField label="Verification code" error={error}>
      {(control) => (
        <Input
          {...control}
          {...registration}
          onChange={(event) => {
            event.target.value = emailCodeInput(event.target.value);
            return registration.onChange(event);
          }}
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete="one-time-code"
          autoFocus={autoFocus}
        />
      )}
    </FormField>
  );
}

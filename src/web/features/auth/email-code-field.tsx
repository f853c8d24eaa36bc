import { InputField } from "@web/components/forms/input-field";
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
    <InputField
      label="Verification code"
      registration={registration}
      error={error}
      transform={emailCodeInput}
      inputMode="numeric"
      pattern="[0-9]*"
      autoComplete="one-time-code"
      autoFocus={autoFocus}
    />
  );
}

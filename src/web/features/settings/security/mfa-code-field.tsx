import { OneTimeCodeField } from "@web/components/forms/one-time-code-field";
import type { UseFormRegisterReturn } from "react-hook-form";

/** A code from the authenticator app or a text message, or a recovery code (up to 8 characters). */
export function MfaCodeField(props: {
  label: string;
  registration: UseFormRegisterReturn;
  error: string | undefined;
  className?: string;
}) {
  return <OneTimeCodeField {...props} maxLength={8} />;
}

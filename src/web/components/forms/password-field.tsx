import type { UseFormRegisterReturn } from "react-hook-form";
import { InputField } from "./input-field";

/** A labelled password input: sign-in, sign-up, reset, change password and turning MFA off. */
export function PasswordField(props: {
  label: string;
  registration: UseFormRegisterReturn;
  error: string | undefined;
  autoComplete: "current-password" | "new-password";
  autoFocus?: boolean;
}) {
  return <InputField {...props} type="password" />;
}

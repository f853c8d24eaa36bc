import type { UseFormRegisterReturn } from "react-hook-form";
import { InputField } from "./input-field";

/** A code sent or shown for one use: the digit keypad, and the browser may offer the code. */
export function OneTimeCodeField(props: {
  label: string;
  registration: UseFormRegisterReturn;
  error: string | undefined;
  maxLength: number;
  className?: string;
}) {
  return <InputField {...props} inputMode="numeric" autoComplete="one-time-code" />;
}

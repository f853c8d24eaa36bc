import { OneTimeCodeField } from "@web/components/forms/one-time-code-field";
import type { UseFormRegisterReturn } from "react-hook-form";

/** The 6-digit code of the administrator's authenticator app. */
export function AdminCodeField(props: {
  registration: UseFormRegisterReturn;
  error: string | undefined;
}) {
  return (
    <OneTimeCodeField label="Authentication code" maxLength={6} className="max-w-48" {...props} />
  );
}

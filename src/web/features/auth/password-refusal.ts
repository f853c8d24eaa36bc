import { passwordRefusedSchema } from "@common/accounts/fields";
import { errorBody } from "@web/lib/api-error";
import type { FieldValues, Path, UseFormSetError } from "react-hook-form";

/**
 * Shows the server's refusal of a new password (too common) under the form's password field,
 * where the person will change it. False for any other failure.
 */
export function showPasswordRefusal<Fields extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<Fields>,
  field: Path<Fields>,
): boolean {
  const refused = passwordRefusedSchema.safeParse(errorBody(error));
  if (!refused.success) return false;
  setError(field, { type: "server", message: refused.data.message }, { shouldFocus: true });
  return true;
}

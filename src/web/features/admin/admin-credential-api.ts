import {
  type AdminPasswordChange,
  adminCredentialAnswerSchema,
  adminCredentialRefusalSchema,
  adminMfaSetupSchema,
} from "@common/admin-credential";
import { apiSend } from "@web/lib/api-client";
import { errorBody } from "@web/lib/api-error";
import type { FieldValues, Path, UseFormSetError } from "react-hook-form";

/** PUT /api/admin/credential/password: every other admin session ends. */
export const changeAdminPassword = (input: AdminPasswordChange) =>
  apiSend("PUT", "/api/admin/credential/password", adminCredentialAnswerSchema, input);

/** POST /api/admin/credential/mfa/setup: a new secret waits for a code from it. */
export const startAdminMfaSetup = () =>
  apiSend("POST", "/api/admin/credential/mfa/setup", adminMfaSetupSchema);

export const enableAdminMfa = (token: string) =>
  apiSend("POST", "/api/admin/credential/mfa/enable", adminCredentialAnswerSchema, { token });

export const disableAdminMfa = (input: { password: string; token: string }) =>
  apiSend("POST", "/api/admin/credential/mfa/disable", adminCredentialAnswerSchema, input);

/**
 * Shows the server's refusal of a password or a code under the form's field it names, where
 * the person will correct it. False for any other failure.
 */
export function showCredentialRefusal<Fields extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<Fields>,
  fields: readonly Path<Fields>[],
): boolean {
  const refused = adminCredentialRefusalSchema.safeParse(errorBody(error));
  if (!refused.success) return false;
  const field = fields.find((name) => name === refused.data.field);
  if (!field) return false;
  setError(field, { type: "server", message: refused.data.message }, { shouldFocus: true });
  return true;
}

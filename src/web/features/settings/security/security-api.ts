import {
  type MfaSetupResult,
  type mfaDisableSchema,
  mfaSetupResultSchema,
  type mfaSetupSchema,
  mfaVerifyResultSchema,
  trustedDeviceSchema,
} from "@common/accounts/mfa-setup";
import { activeSessionSchema, messageSchema } from "@common/accounts/profile";
import { apiSend } from "@web/lib/api-client";
import { securityKeys } from "@web/lib/query-keys";
import { readQuery } from "@web/lib/read-query";
import { z } from "zod";

/**
 * Calls of /settings/security: one API call each, the answer checked by its schema. Its keys
 * are in lib/query-keys, as signing in and changing the password refresh these lists too.
 */

export function removeTrustedDevice(id: number) {
  return apiSend("DELETE", `/api/user/trusted-devices/${id}`, messageSchema);
}

export function signOutSession(id: string) {
  return apiSend("DELETE", `/api/user/sessions/${encodeURIComponent(id)}`, messageSchema);
}

export function signOutOtherSessions() {
  return apiSend("POST", "/api/user/sessions/sign-out-others", messageSchema);
}

export function startMfaSetup(input: z.output<typeof mfaSetupSchema>): Promise<MfaSetupResult> {
  return apiSend("POST", "/api/user/mfa/setup", mfaSetupResultSchema, input);
}

export function verifyMfaSetup(code: string) {
  return apiSend("POST", "/api/user/mfa/verify", mfaVerifyResultSchema, { code });
}

export function disableMfa(proof: z.input<typeof mfaDisableSchema>) {
  return apiSend("POST", "/api/user/mfa/disable", messageSchema, proof);
}

export const trustedDevicesQuery = readQuery(
  securityKeys.trustedDevices(),
  "/api/user/trusted-devices",
  z.array(trustedDeviceSchema),
);

export const activeSessionsQuery = readQuery(
  securityKeys.sessions(),
  "/api/user/sessions",
  z.array(activeSessionSchema),
);

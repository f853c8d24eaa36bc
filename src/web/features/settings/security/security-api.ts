import {
  type MfaSetupResult,
  type mfaDisableSchema,
  mfaSetupResultSchema,
  type mfaSetupSchema,
  mfaVerifyResultSchema,
  type TrustedDevice,
  trustedDeviceSchema,
} from "@common/accounts/mfa-setup";
import { type ActiveSession, activeSessionSchema, messageSchema } from "@common/accounts/profile";
import { queryOptions } from "@tanstack/react-query";
import { apiSend } from "@web/lib/api-client";
import { apiGet } from "@web/lib/api-get";
import { securityKeys } from "@web/lib/query-keys";
import { z } from "zod";

/**
 * Calls of /settings/security: one API call each, the answer checked by its schema. Its keys
 * are in lib/query-keys, as signing in and changing the password refresh these lists too.
 */

export function fetchTrustedDevices(signal?: AbortSignal): Promise<TrustedDevice[]> {
  return apiGet("/api/user/trusted-devices", z.array(trustedDeviceSchema), { signal });
}

export function removeTrustedDevice(id: number) {
  return apiSend("DELETE", `/api/user/trusted-devices/${id}`, messageSchema);
}

export function fetchActiveSessions(signal?: AbortSignal): Promise<ActiveSession[]> {
  return apiGet("/api/user/sessions", z.array(activeSessionSchema), { signal });
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

export const trustedDevicesQuery = queryOptions({
  queryKey: securityKeys.trustedDevices(),
  queryFn: ({ signal }) => fetchTrustedDevices(signal),
});

export const activeSessionsQuery = queryOptions({
  queryKey: securityKeys.sessions(),
  queryFn: ({ signal }) => fetchActiveSessions(signal),
});

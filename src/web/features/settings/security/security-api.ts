import {
  type MfaSetupResult,
  mfaSetupResultSchema,
  mfaVerifyResultSchema,
  type TrustedDevice,
  trustedDeviceSchema,
} from "@common/accounts/mfa-setup";
import { type ActiveSession, activeSessionSchema, messageSchema } from "@common/accounts/profile";
import type { MfaType } from "@common/accounts/sign-in";
import { apiRequest, queryKeyToUrl } from "@web/lib/api-client";
import { throwIfNotOk } from "@web/lib/api-error";
import { z } from "zod";
import type { MfaDisableProof } from "./mfa-disable-proof";

/** Fetchers of /settings/security: one API call each, the answer checked by its schema. */

async function json<Schema extends z.ZodType>(schema: Schema, response: Response) {
  return schema.parse(await response.json()) as z.output<Schema>;
}

/** A read by the spec's rule for reads (credentials, a cache parameter), parsed by `schema`. */
async function read<Schema extends z.ZodType>(path: string, schema: Schema, signal?: AbortSignal) {
  const response = await fetch(queryKeyToUrl([path]), { credentials: "include", signal });
  await throwIfNotOk(response);
  return json(schema, response);
}

export async function fetchTrustedDevices(signal?: AbortSignal): Promise<TrustedDevice[]> {
  return read("/api/user/trusted-devices", z.array(trustedDeviceSchema), signal);
}

export async function removeTrustedDevice(id: number) {
  return json(messageSchema, await apiRequest("DELETE", `/api/user/trusted-devices/${id}`));
}

export async function fetchActiveSessions(signal?: AbortSignal): Promise<ActiveSession[]> {
  return read("/api/user/sessions", z.array(activeSessionSchema), signal);
}

export async function signOutSession(id: string) {
  const path = `/api/user/sessions/${encodeURIComponent(id)}`;
  return json(messageSchema, await apiRequest("DELETE", path));
}

export async function signOutOtherSessions() {
  return json(messageSchema, await apiRequest("POST", "/api/user/sessions/sign-out-others"));
}

export async function startMfaSetup(input: {
  method: MfaType;
  reregister: boolean;
}): Promise<MfaSetupResult> {
  return json(mfaSetupResultSchema, await apiRequest("POST", "/api/user/mfa/setup", input));
}

export async function verifyMfaSetup(code: string) {
  return json(mfaVerifyResultSchema, await apiRequest("POST", "/api/user/mfa/verify", { code }));
}

export async function disableMfa(proof: MfaDisableProof) {
  return json(messageSchema, await apiRequest("POST", "/api/user/mfa/disable", proof));
}

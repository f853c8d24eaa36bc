import { type APIRequestContext, request as playwrightRequest } from "playwright-core";
import { testAdminCredential } from "../../support/admin";
import type { SmtpSink } from "../../support/smtp-sink";
import type { StorageState } from "./app-with-accounts";

/**
 * Signs a new account up through the API with `request` (a browser context's own, or a
 * standalone one whose storage state a browser context then starts from), so it holds the
 * session cookie: the way e2e tests outside the accounts story start signed in. The email
 * code is read from the real SMTP server the app under test sends to.
 */
export async function signUpThroughApi(
  request: APIRequestContext,
  sink: SmtpSink,
  {
    username,
    password,
    timeZone = "UTC",
  }: { username: string; password: string; timeZone?: string },
): Promise<void> {
  const email = `${username}@example.com`;
  const post = async (path: string, data: unknown) => {
    const token = await request.get("/api/csrf-token");
    const { csrfToken } = (await token.json()) as { csrfToken: string };
    const response = await request.post(path, {
      data,
      headers: { "x-csrf-token": csrfToken },
    });
    if (!response.ok()) throw new Error(`${path}: ${response.status()} ${await response.text()}`);
  };
  const before = sink.messages.length;
  await post("/api/verify-email", { email });
  const mail = await sink.waitForMessage(
    (message) => message.to.includes(email) && sink.messages.indexOf(message) >= before,
    15_000,
  );
  const code = mail.text?.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error("no code in the sign-up email");
  await post("/api/verify-otp", { email, code });
  await post("/api/register", { username, password, email, timeZone });
}

/**
 * Signs an administrator's browser storage into the admin area through the API with the admin
 * credential, the way the admin sign-in form does: answers the storage with the admin session
 * id in localStorage adminSessionId.
 */
export async function signInToAdminAreaThroughApi(
  baseURL: string,
  signedIn: StorageState,
): Promise<StorageState> {
  const api = await playwrightRequest.newContext({ baseURL, storageState: signedIn });
  try {
    const token = await api.get("/api/csrf-token");
    const { csrfToken } = (await token.json()) as { csrfToken: string };
    const response = await api.post("/api/admin/login", {
      data: testAdminCredential,
      headers: { "x-csrf-token": csrfToken },
    });
    if (!response.ok())
      throw new Error(`admin sign-in: ${response.status()} ${await response.text()}`);
    const { sessionId } = (await response.json()) as { sessionId: string };
    const state = await api.storageState();
    const origin = new URL(baseURL).origin;
    return {
      ...state,
      origins: [{ origin, localStorage: [{ name: "adminSessionId", value: sessionId }] }],
    };
  } finally {
    await api.dispose();
  }
}

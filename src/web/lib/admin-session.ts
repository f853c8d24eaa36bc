import { adminSessionRequiredSchema } from "@common/access";
import { errorBody } from "./api-error";

const adminSessionKey = "adminSessionId";

/** Admin API paths carry the admin session id (spec section 6). */
export function isAdminPath(url: string): boolean {
  return /^(?:[a-z][a-z0-9+.-]*:\/\/[^/]+)?\/api\/admin(?:[/?#]|$)/i.test(url);
}

/** The stored admin session id; null when none is stored or storage is unavailable. */
export function readAdminSessionId(): string | null {
  try {
    return globalThis.localStorage?.getItem(adminSessionKey) ?? null;
  } catch {
    // Storage can throw when the browser blocks it; requests then go without the header.
    return null;
  }
}

export function adminHeaders(url: string): Record<string, string> {
  if (!isAdminPath(url)) return {};
  const sessionId = readAdminSessionId();
  return sessionId ? { "x-admin-session": sessionId } : {};
}

const listeners = new Set<() => void>();

/** Calls `listener` whenever the stored admin session id changes (here or in another tab). */
export function subscribeToAdminSessionId(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === adminSessionKey || event.key === null) listener();
  };
  listeners.add(listener);
  globalThis.addEventListener?.("storage", onStorage);
  return () => {
    listeners.delete(listener);
    globalThis.removeEventListener?.("storage", onStorage);
  };
}

function writeAdminSessionId(sessionId: string | null): void {
  try {
    if (sessionId === null) globalThis.localStorage?.removeItem(adminSessionKey);
    else globalThis.localStorage?.setItem(adminSessionKey, sessionId);
  } catch {
    // Blocked storage: the admin area then asks to sign in again on the next page.
  }
  for (const listener of listeners) listener();
}

/** Keeps the id of the admin session just opened (spec section 6: localStorage adminSessionId). */
export function storeAdminSessionId(sessionId: string): void {
  writeAdminSessionId(sessionId);
}

/** Forgets the admin session: the admin pages show the admin sign-in form again. */
export function forgetAdminSessionId(): void {
  if (readAdminSessionId() !== null) writeAdminSessionId(null);
}

/**
 * Forgets the stored id when an admin call was refused for want of a live admin session
 * (expired, idle, signed out elsewhere), so the admin sign-in form comes back.
 */
export function forgetAdminSessionIfRefused(url: string, error: unknown): void {
  if (!isAdminPath(url)) return;
  if (adminSessionRequiredSchema.safeParse(errorBody(error)).success) forgetAdminSessionId();
}

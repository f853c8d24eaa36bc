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

import { csrfTokenSchema } from "@common/csrf";

/**
 * Obtains a fresh CSRF token. A failure is only logged: the request goes on without the
 * header and the server decides (spec section 7).
 */
export async function fetchCsrfToken(): Promise<string | null> {
  try {
    const response = await fetch("/api/csrf-token", { credentials: "include", cache: "no-store" });
    if (!response.ok) {
      console.warn(`Could not obtain a CSRF token: ${response.status} ${response.statusText}`);
      return null;
    }
    return csrfTokenSchema.parse(await response.json()).csrfToken;
  } catch (error) {
    console.warn("Could not obtain a CSRF token:", error);
    return null;
  }
}

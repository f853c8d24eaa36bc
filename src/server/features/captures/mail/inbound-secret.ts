import { createHash, timingSafeEqual } from "node:crypto";

const digest = (text: string) => createHash("sha256").update(text).digest();

/**
 * Whether an Authorization header is `Bearer <secret>`, compared in constant time (both sides
 * hashed first, so neither the secret's length nor its content shows in the time taken).
 */
export function bearerMatches(header: string | undefined, secret: string): boolean {
  const given = /^Bearer (.+)$/i.exec(header ?? "")?.[1] ?? "";
  return timingSafeEqual(digest(given), digest(secret));
}

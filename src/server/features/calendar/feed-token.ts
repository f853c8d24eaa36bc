import { createHash, randomBytes } from "node:crypto";

/**
 * A calendar feed's token, made and kept as a share link's is (decision record 025): 32 random
 * bytes (256 bits), base64url, 43 characters; only its SHA-256 is stored.
 */
export function newFeedToken(): string {
  return randomBytes(32).toString("base64url");
}

/** What is stored of a token: its SHA-256, hexadecimal. */
export function feedTokenHash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** The token named by a feed's file name (`<token>.ics`); null when it cannot be one. */
export function feedTokenOf(fileName: string): string | null {
  const match = /^([A-Za-z0-9_-]{43})\.ics$/.exec(fileName);
  return match?.[1] ?? null;
}

/** The path of a feed. */
export const calendarFeedPath = (token: string) => `/ics/${token}.ics`;

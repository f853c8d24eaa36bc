import { createHash, randomBytes } from "node:crypto";

/** A share link's token: 32 random bytes (256 bits), base64url, 43 characters. */
export function newShareToken(): string {
  return randomBytes(32).toString("base64url");
}

/** What is stored of a token: its SHA-256, hexadecimal. The token itself is never kept. */
export function shareTokenHash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** Only a string that a token could be is looked up; anything else names no link. */
export function couldBeShareToken(value: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(value);
}

/** The path of the public page of a share link. */
export const sharedPagePath = (token: string) => `/shared/${token}`;

/** The path of a share link's public API answers. */
export const sharedApiPath = (token: string) => `/api/shared/${token}`;

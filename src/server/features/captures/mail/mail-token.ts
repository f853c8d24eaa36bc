import { createHash, randomBytes } from "node:crypto";

/**
 * The token of a user's address for mailing certificates in: 20 random bytes (160 bits) in
 * lower-case hexadecimal, 40 characters, since mail systems may change the case of an
 * address's local part. Only its SHA-256 is stored.
 */
export function newMailToken(): string {
  return randomBytes(20).toString("hex");
}

/** What is stored of a token: its SHA-256, hexadecimal. */
export function mailTokenHash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/**
 * The token an address names when its domain is `domain` (`<token>@<domain>`, any case, a
 * `+tag` after the token ignored); null when it cannot be one of ours.
 */
export function mailTokenOf(address: string, domain: string): string | null {
  const at = address.lastIndexOf("@");
  if (at < 0 || address.slice(at + 1).toLowerCase() !== domain) return null;
  const local = address.slice(0, at).toLowerCase().split("+")[0] ?? "";
  return /^[0-9a-f]{40}$/.test(local) ? local : null;
}

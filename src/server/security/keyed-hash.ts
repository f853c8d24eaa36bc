import { createHmac, timingSafeEqual } from "node:crypto";

/** HMAC-SHA256 of a code or token under ENCRYPTION_KEY; what is stored instead of the code. */
export function keyedHash(key: Buffer, purpose: string, value: string): string {
  return createHmac("sha256", key).update(`${purpose}:${value}`).digest("hex");
}

/** Constant-time comparison of two hex hashes. */
export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, "hex");
  const right = Buffer.from(b, "hex");
  return left.length === right.length && timingSafeEqual(left, right);
}

import type { Share } from "@common/reports";

/** A link is revoked once its owner revoked it, expired from its expiry on, else active. */
export function shareStatus(
  share: { expiresAt: Date; revokedAt: Date | null },
  now: Date,
): Share["status"] {
  if (share.revokedAt) return "revoked";
  return share.expiresAt.getTime() <= now.getTime() ? "expired" : "active";
}

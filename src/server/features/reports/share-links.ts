import {
  maxActiveShares,
  type ShareCreate,
  type ShareCreated,
  shareMessages,
} from "@common/reports";
import { and, count, eq, gt, isNull } from "drizzle-orm";
import { certificationCycles, reportShares, type UserRow, users } from "../../db/schema";
import type { ServiceDeps } from "../../feature-deps";
import { HttpError } from "../../shared/http-error";
import { ownCertification } from "../certifications/owned-certification";
import { readShare } from "./list-shares";
import { newShareToken, sharedPagePath, shareTokenHash } from "./share-token";

const dayMs = 24 * 60 * 60 * 1000;

/**
 * A new link to the audit packet of one cycle of the user's certification (default its current
 * cycle), expiring after the days chosen. The token is answered this once, inside `url`; only
 * its hash is stored. The count of active links is checked with the user's row locked, so two
 * creations at once cannot both pass the limit.
 */
export async function createShare(
  { db, clock, appUrl }: ServiceDeps & { appUrl: string },
  user: UserRow,
  certificationId: number,
  input: ShareCreate,
): Promise<ShareCreated> {
  const token = newShareToken();
  const now = clock.now();
  const shareId = await db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for("update");
    const certification = await ownCertification(tx, user.id, certificationId);
    const cycle = input.cycle ?? certification.cycle;
    if (cycle !== certification.cycle) {
      const [past] = await tx
        .select({ cycle: certificationCycles.cycle })
        .from(certificationCycles)
        .where(
          and(
            eq(certificationCycles.certificationId, certificationId),
            eq(certificationCycles.cycle, cycle),
          ),
        );
      if (!past) throw new HttpError(404, "Cycle not found");
    }
    const [active] = await tx
      .select({ count: count() })
      .from(reportShares)
      .where(
        and(
          eq(reportShares.userId, user.id),
          isNull(reportShares.revokedAt),
          gt(reportShares.expiresAt, now),
        ),
      );
    if ((active?.count ?? 0) >= maxActiveShares) throw new HttpError(409, shareMessages.tooMany);
    const [created] = await tx
      .insert(reportShares)
      .values({
        userId: user.id,
        certificationId,
        cycle,
        tokenHash: shareTokenHash(token),
        expiresAt: new Date(now.getTime() + input.expiresInDays * dayMs),
        createdAt: now,
      })
      .returning({ id: reportShares.id });
    if (!created) throw new Error("share link was not created");
    return created.id;
  });
  const share = await readShare(db, user.id, shareId, now);
  return { ...share, url: `${appUrl}${sharedPagePath(token)}` };
}

/**
 * Revokes one of the user's links at once: it answers 404 from now on. The link and its access
 * log are kept for the owner to read. Revoking a revoked link changes nothing.
 */
export async function revokeShare(
  { db, clock }: Omit<ServiceDeps & { appUrl: string }, "appUrl">,
  user: UserRow,
  shareId: number,
) {
  const now = clock.now();
  // A revoked link keeps its first revocation time; another user's id matches no row.
  await db
    .update(reportShares)
    .set({ revokedAt: now })
    .where(
      and(
        eq(reportShares.id, shareId),
        eq(reportShares.userId, user.id),
        isNull(reportShares.revokedAt),
      ),
    );
  return readShare(db, user.id, shareId, now);
}

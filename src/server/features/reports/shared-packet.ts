import { hasPremium } from "@common/plan";
import { type ShareAccessAction, type SharedPacket, shareMessages } from "@common/reports";
import { and, count, eq, gte } from "drizzle-orm";
import { reportShareAccesses, reportShares, type UserRow, users } from "../../db/schema";
import type { ServiceDeps } from "../../feature-deps";
import type { RequestOrigin } from "../../security/auth-log";
import { HttpError } from "../../shared/http-error";
import { type LoadedReport, loadCycleReport } from "./cycle-report";
import { shareStatus } from "./share-status";
import { couldBeShareToken, sharedApiPath, shareTokenHash } from "./share-token";

/** Openings of one link in an hour, all actions together, and the downloads among them. */
export const shareOpeningsPerHour = 120;
export const shareDownloadsPerHour: Record<Exclude<ShareAccessAction, "viewed">, number> = {
  transcript: 30,
  packet: 10,
};

const hourMs = 60 * 60 * 1000;

/** An unknown, expired or revoked link: all answer the same. */
const linkNotFound = () => new HttpError(404, shareMessages.notFound);

/** A link that answers: the share and its owner, whose packet it shows. */
export type OpenShare = { share: typeof reportShares.$inferSelect; owner: UserRow };

/**
 * The link a token names, if it answers: not revoked, not expired, and its owner's account
 * enabled and premium (a link stops answering when premium ends, and answers again if premium
 * returns before it expires). Anything else is the one 404.
 */
export async function openShare({ db, clock }: ServiceDeps, token: string): Promise<OpenShare> {
  if (!couldBeShareToken(token)) throw linkNotFound();
  const [row] = await db
    .select({ share: reportShares, owner: users })
    .from(reportShares)
    .innerJoin(users, eq(users.id, reportShares.userId))
    .where(eq(reportShares.tokenHash, shareTokenHash(token)));
  if (!row || shareStatus(row.share, clock.now()) !== "active") throw linkNotFound();
  if (!row.owner.isEnabled || !hasPremium(row.owner)) throw linkNotFound();
  return row;
}

/**
 * Writes one opening to the link's access log, after checking the link's hourly allowance:
 * a link handed to a board is opened a handful of times, so a flood (or a script producing
 * transcripts or packets in a loop) is refused with 429 rather than filling the log or taking
 * the server's time.
 */
export async function recordShareAccess(
  { db, clock }: ServiceDeps,
  shareId: number,
  action: ShareAccessAction,
  origin: RequestOrigin,
): Promise<void> {
  const now = clock.now();
  const since = new Date(now.getTime() - hourMs);
  const recent = await db
    .select({ action: reportShareAccesses.action, count: count() })
    .from(reportShareAccesses)
    .where(
      and(eq(reportShareAccesses.shareId, shareId), gte(reportShareAccesses.accessedAt, since)),
    )
    .groupBy(reportShareAccesses.action);
  const all = recent.reduce((sum, row) => sum + row.count, 0);
  const ofAction = recent.find((row) => row.action === action)?.count ?? 0;
  const actionLimit =
    action === "viewed" ? Number.POSITIVE_INFINITY : shareDownloadsPerHour[action];
  if (all >= shareOpeningsPerHour || ofAction >= actionLimit) {
    throw new HttpError(429, shareMessages.tooOften);
  }
  await db.insert(reportShareAccesses).values({
    shareId,
    action,
    ipAddress: origin.ipAddress,
    userAgent: origin.userAgent,
    accessedAt: now,
  });
}

/** The cycle report a link shows: its certification's cycle, loaded for its owner. */
export function sharedReport(
  deps: ServiceDeps,
  { share, owner }: OpenShare,
): Promise<LoadedReport> {
  return loadCycleReport(deps, owner, share.certificationId, { cycle: share.cycle });
}

/**
 * What the public page shows: the holder's name (not their email, nor anything else of the
 * account), the certification, the cycle, its totals and its credits, and the downloads.
 */
export function toSharedPacket(
  { report }: LoadedReport,
  share: OpenShare["share"],
  token: string,
): SharedPacket {
  const { progress } = report;
  return {
    holder: { name: report.holder.name },
    certification: report.certification,
    cycle: report.cycle,
    reportingPeriodStart: report.reportingPeriodStart,
    reportingPeriodEnd: report.reportingPeriodEnd,
    expirationDate: report.expirationDate,
    creditsRequired: progress.creditsRequired,
    counted: progress.counted,
    creditsMissing: progress.creditsMissing,
    categories: progress.categories.map((category) => ({
      name: category.name,
      kind: category.kind,
      credits: category.credits,
      counted: category.counted,
      missing: category.missing,
      explanation: category.explanation,
    })),
    explanation: progress.explanation,
    credits: report.credits.map(({ certificate, ...credit }) => ({
      ...credit,
      hasCertificate: certificate !== null,
    })),
    expiresAt: share.expiresAt.toISOString(),
    transcriptUrl: `${sharedApiPath(token)}/transcript.pdf`,
    packetUrl: `${sharedApiPath(token)}/packet.zip`,
  };
}

import {
  type CaptureMailAddressCreated,
  type CaptureMailAddressState,
  captureMailMessages,
} from "@common/capture-mail";
import { eq } from "drizzle-orm";
import type { Database } from "../../../db/open";
import { captureMailAddresses } from "../../../db/schema";
import type { ServiceDeps } from "../../../feature-deps";
import { HttpError } from "../../../shared/http-error";
import { mailTokenHash, mailTokenOf, newMailToken } from "./mail-token";

/** The domain of the addresses, or undefined when this server receives no mail. */
type Domain = { domain: string | undefined };

/** The user's address (never the address itself), and whether this server receives mail. */
export async function readMailAddress(
  db: Database,
  { domain }: Domain,
  userId: number,
): Promise<CaptureMailAddressState> {
  const [row] = await db
    .select({ createdAt: captureMailAddresses.createdAt })
    .from(captureMailAddresses)
    .where(eq(captureMailAddresses.userId, userId));
  return {
    available: domain !== undefined,
    address: row ? { createdAt: row.createdAt.toISOString() } : null,
  };
}

/**
 * A new address, answered this once. An address made before is replaced in the same statement
 * (mail to it is refused from then on); the day's count of mailed captures stays.
 */
export async function createMailAddress(
  { db, clock, domain }: ServiceDeps & Domain,
  userId: number,
): Promise<CaptureMailAddressCreated> {
  if (domain === undefined) throw new HttpError(404, captureMailMessages.unavailable);
  const token = newMailToken();
  const fresh = { tokenHash: mailTokenHash(token), createdAt: clock.now() };
  const [row] = await db
    .insert(captureMailAddresses)
    .values({ ...fresh, userId })
    .onConflictDoUpdate({ target: captureMailAddresses.userId, set: fresh })
    .returning();
  if (!row) throw new Error("mail address was not created");
  return { address: { createdAt: row.createdAt.toISOString() }, email: `${token}@${domain}` };
}

/** Deletes the user's address: mail to it is refused at once. 404 when there is none. */
export async function revokeMailAddress(
  db: Database,
  { domain }: Domain,
  userId: number,
): Promise<CaptureMailAddressState> {
  const deleted = await db
    .delete(captureMailAddresses)
    .where(eq(captureMailAddresses.userId, userId))
    .returning({ id: captureMailAddresses.id });
  if (deleted.length === 0) throw new HttpError(404, captureMailMessages.notFound);
  return { available: domain !== undefined, address: null };
}

/** The owner of the address, or null when it is none of ours (unknown, revoked, mistyped). */
export async function mailAddressOwner(
  db: Database,
  domain: string,
  address: string,
): Promise<number | null> {
  const token = mailTokenOf(address, domain);
  if (token === null) return null;
  const [row] = await db
    .select({ userId: captureMailAddresses.userId })
    .from(captureMailAddresses)
    .where(eq(captureMailAddresses.tokenHash, mailTokenHash(token)));
  return row?.userId ?? null;
}

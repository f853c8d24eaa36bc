import type { FastifyReply } from "fastify";
import type { ServiceDeps } from "../../feature-deps";
import { HttpError } from "../../shared/http-error";
import { sendDownload } from "../../shared/send-download";
import { auditPacket } from "./audit-packet";
import type { LoadedReport } from "./cycle-report";
import { auditPacketFileName } from "./report-file-names";

/** How many packets of one user's certifications this server sends at the same time. */
export const packetsAtOnce = 3;
export const tooManyPackets =
  "Audit packets of these records are already being downloaded. Wait for one to finish, then try again.";

// Per server instance, like the general request limit: enough to stop one account (or one
// share link handed around) from keeping the database busy reading gigabytes at once.
const sending = new Map<number, number>();

/**
 * Answers with the audit packet of a loaded cycle report of the user `ownerId`, streamed as an
 * attachment of known length that no cache keeps (the owner's download and a share link's
 * alike); 429 while `packetsAtOnce` packets of the same owner are still being sent.
 * `beforeSend` runs once the packet is sure to be sent, before its first byte (a share link
 * logs its opening there, so a refused download leaves no line in the log).
 */
export async function sendAuditPacket(
  reply: FastifyReply,
  { db, clock }: ServiceDeps,
  ownerId: number,
  loaded: LoadedReport,
  beforeSend?: () => Promise<void>,
): Promise<FastifyReply> {
  const count = sending.get(ownerId) ?? 0;
  if (count >= packetsAtOnce) throw new HttpError(429, tooManyPackets);
  sending.set(ownerId, count + 1);
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    const left = (sending.get(ownerId) ?? 1) - 1;
    if (left > 0) sending.set(ownerId, left);
    else sending.delete(ownerId);
  };
  try {
    const packet = await auditPacket(db, ownerId, loaded, { now: clock.now(), log: reply.log });
    packet.stream.once("close", release);
    if (beforeSend) {
      try {
        await beforeSend();
      } catch (error) {
        packet.stream.destroy();
        throw error;
      }
    }
    return sendDownload(reply, {
      type: "application/zip",
      name: auditPacketFileName(loaded.report),
      body: packet.stream,
      length: packet.size,
    });
  } catch (error) {
    release();
    throw error;
  }
}

import type { FastifyReply } from "fastify";
import type { Clock } from "../../clock";
import type { Database } from "../../db/open";
import { contentDisposition } from "../../shared/content-disposition";
import { auditPacket } from "./audit-packet";
import type { LoadedReport } from "./cycle-report";
import { auditPacketFileName } from "./report-file-names";

/**
 * Answers with the audit packet of a loaded cycle report of the user `ownerId`, streamed as an
 * attachment of known length that no cache keeps (the owner's download and a share link's
 * alike).
 */
export async function sendAuditPacket(
  reply: FastifyReply,
  { db, clock }: { db: Database; clock: Clock },
  ownerId: number,
  loaded: LoadedReport,
): Promise<FastifyReply> {
  const packet = await auditPacket(db, ownerId, loaded, { now: clock.now(), log: reply.log });
  if (packet.size !== null) reply.header("content-length", packet.size);
  return reply
    .header("content-type", "application/zip")
    .header(
      "content-disposition",
      contentDisposition("attachment", auditPacketFileName(loaded.report)),
    )
    .header("cache-control", "no-store")
    .send(packet.stream);
}

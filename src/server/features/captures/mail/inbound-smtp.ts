import type { AddressInfo } from "node:net";
import { maxInboundMailBytes } from "@common/capture-mail";
import type { FastifyBaseLogger } from "fastify";
import { SMTPServer } from "smtp-server";
import { mailAddressOwner } from "./mail-address";
import { type MailDeps, receiveMail } from "./receive-mail";

/** Senders connected at once, and recipients of one message, at most. */
const maxConnections = 20;
const maxRecipients = 20;

export type InboundSmtp = { port: number; close(): Promise<void> };

/** The listener's certificate (its chain) and private key, PEM. */
export type InboundTls = { cert: Buffer; key: Buffer };

/** An SMTP refusal: the reply code the client is answered with, and its text. */
const refusal = (responseCode: number, message: string) =>
  Object.assign(new Error(message), { responseCode });

/**
 * This server's own SMTP listener for the users' addresses (`INBOUND_SMTP_PORT`): mail to an
 * address that is not a user's is refused at RCPT (550), a message over 25 MB is refused
 * (552, announced by SIZE), and an accepted one becomes captures through receiveMail. It takes
 * no login: it receives mail for this domain only, and relays nothing. Given a certificate and
 * its key (`tls`), it offers STARTTLS, so the mail servers that deliver certificates (names,
 * license numbers) encrypt them on the way, as they do whenever a receiver offers it.
 */
export async function startInboundSmtp(
  deps: MailDeps & { log: FastifyBaseLogger },
  { port, host, tls }: { port: number; host: string; tls?: InboundTls },
): Promise<InboundSmtp> {
  const { log, ...mailDeps } = deps;
  const server = new SMTPServer({
    banner: "CertMinder",
    authOptional: true,
    ...(tls ? { key: tls.key, cert: tls.cert } : {}),
    disabledCommands: tls ? ["AUTH"] : ["AUTH", "STARTTLS"],
    size: maxInboundMailBytes,
    maxClients: maxConnections,
    disableReverseLookup: true,
    logger: false,
    socketTimeout: 60_000,
    closeTimeout: 5_000,
    onRcptTo(address, session, callback) {
      if (session.envelope.rcptTo.length >= maxRecipients) {
        callback(refusal(452, "Too many recipients"));
        return;
      }
      mailAddressOwner(deps.db, deps.domain, address.address).then(
        (owner) => callback(owner === null ? refusal(550, "No such mailbox here") : null),
        (error: unknown) => {
          log.error({ err: error }, "inbound mail: a recipient could not be looked up");
          callback(refusal(451, "Please try again later"));
        },
      );
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      let size = 0;
      stream.on("data", (chunk: Buffer) => {
        size += chunk.length;
        // Past the limit the rest is read and dropped; the message is refused at its end.
        if (size <= maxInboundMailBytes) chunks.push(chunk);
      });
      stream.on("error", callback);
      stream.on("end", () => {
        if (stream.sizeExceeded || size > maxInboundMailBytes) {
          callback(refusal(552, "Message exceeds fixed maximum message size"));
          return;
        }
        const recipients = session.envelope.rcptTo.map((recipient) => recipient.address);
        receiveMail(mailDeps, recipients, Buffer.concat(chunks)).then(
          () => callback(),
          (error: unknown) => {
            log.error({ err: error }, "inbound mail: a message could not be received");
            callback(refusal(451, "Please try again later"));
          },
        );
      });
    },
  });
  // A sender dropping its connection is no failure of the server's; unheard, it would throw.
  server.on("error", (error) => log.warn({ err: error }, "inbound mail connection failed"));
  await new Promise<void>((resolve, reject) => {
    server.server.once("error", reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.server.address() as AddressInfo;
  return {
    port: address.port,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { setUpResource } from "./set-up-resource";

/** One message as the SMTP server received it, with its readable parts decoded. */
export type ReceivedMail = {
  /** Envelope sender (MAIL FROM). */
  envelopeFrom: string;
  /** The user name the client logged in with, if it did. */
  user: string | undefined;
  /** Envelope recipients (RCPT TO). */
  to: string[];
  /** Header fields by lower-case name, encoded words decoded. */
  headers: Map<string, string>;
  from: string;
  subject: string;
  /** The decoded text/plain part, if any. */
  text: string | undefined;
  /** The decoded text/html part, if any. */
  html: string | undefined;
  raw: string;
};

export type SmtpSink = {
  /** smtp://127.0.0.1:PORT, for SMTP_URL. */
  url: string;
  port: number;
  /** Everything received so far, oldest first. */
  messages: ReceivedMail[];
  /** The first received message (already or within the timeout) that matches. */
  waitForMessage(
    predicate: (mail: ReceivedMail) => boolean,
    timeoutMs?: number,
  ): Promise<ReceivedMail>;
  close(): Promise<void>;
};

/**
 * A real SMTP server in this process (no auth, no TLS) that keeps every message it accepts.
 * Pass `port` to start again where a closed sink was, as a mail server coming back would.
 */
export async function startSmtpSink({ port = 0 }: { port?: number } = {}): Promise<SmtpSink> {
  const messages: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    // An SMTP_URL with user:password logs in; any credentials are welcome here.
    allowInsecureAuth: true,
    onAuth(auth, _session, callback) {
      callback(null, { user: auth.username });
    },
    disableReverseLookup: true,
    logger: false,
    closeTimeout: 1000,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("error", callback);
      stream.on("end", () => {
        const envelopeFrom = session.envelope.mailFrom ? session.envelope.mailFrom.address : "";
        const to = session.envelope.rcptTo.map((recipient) => recipient.address);
        const user = typeof session.user === "string" ? session.user : undefined;
        messages.push({ ...parseMail(Buffer.concat(chunks), envelopeFrom, to), user });
        for (const wake of waiters) wake();
        callback();
      });
    },
  });
  // A client dropping its connection is not a test failure; without a listener it would throw.
  server.on("error", () => {});
  await new Promise<void>((resolve, reject) => {
    server.server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const address = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${address.port}`,
    port: address.port,
    messages,
    waitForMessage(predicate, timeoutMs = 5000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = messages.find(predicate);
          if (!found) return false;
          cleanUp();
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          cleanUp();
          const seen = messages.map((mail) => `${mail.to.join(",")}: ${mail.subject}`);
          reject(
            new Error(
              `no matching mail within ${timeoutMs} ms; received: ${seen.join(" | ") || "none"}`,
            ),
          );
        }, timeoutMs);
        const wake = () => void check();
        const cleanUp = () => {
          clearTimeout(timer);
          waiters.delete(wake);
        };
        waiters.add(wake);
        check();
      });
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

type MimePart = { headers: Map<string, string>; body: string };

function parseMail(raw: Buffer, envelopeFrom: string, to: string[]): Omit<ReceivedMail, "user"> {
  // 8bit bodies are UTF-8; quoted-printable and base64 ones are ASCII, so this loses nothing.
  const source = raw.toString("utf8").replace(/\r\n/g, "\n");
  const message = splitPart(source);
  const leaves = flattenParts(message);
  const textOf = (type: string) => {
    const part = leaves.find((leaf) => contentType(leaf).value === type);
    return part ? decodeBody(part) : undefined;
  };
  return {
    envelopeFrom,
    to,
    headers: message.headers,
    from: message.headers.get("from") ?? "",
    subject: message.headers.get("subject") ?? "",
    text: textOf("text/plain"),
    html: textOf("text/html"),
    raw: source,
  };
}

function splitPart(source: string): MimePart {
  const end = source.indexOf("\n\n");
  const head = end === -1 ? source : source.slice(0, end);
  const body = end === -1 ? "" : source.slice(end + 2);
  const headers = new Map<string, string>();
  // Unfold continuation lines, then read "Name: value" lines; the first of a name wins.
  for (const line of head.replace(/\n[ \t]+/g, " ").split("\n")) {
    const colon = line.indexOf(":");
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    if (!headers.has(name)) headers.set(name, decodeWords(line.slice(colon + 1).trim()));
  }
  return { headers, body };
}

function contentType(part: MimePart): { value: string; params: Map<string, string> } {
  const [value = "text/plain", ...rest] = (part.headers.get("content-type") ?? "text/plain").split(
    ";",
  );
  const params = new Map<string, string>();
  for (const param of rest) {
    const equals = param.indexOf("=");
    if (equals === -1) continue;
    const key = param.slice(0, equals).trim().toLowerCase();
    params.set(
      key,
      param
        .slice(equals + 1)
        .trim()
        .replace(/^"(.*)"$/, "$1"),
    );
  }
  return { value: value.trim().toLowerCase(), params };
}

function flattenParts(part: MimePart): MimePart[] {
  const type = contentType(part);
  const boundary = type.params.get("boundary");
  if (!type.value.startsWith("multipart/") || !boundary) return [part];
  const children: MimePart[] = [];
  const lines = part.body.split("\n");
  let current: string[] | undefined;
  for (const line of lines) {
    const trimmed = line.trimEnd();
    if (trimmed === `--${boundary}` || trimmed === `--${boundary}--`) {
      if (current) children.push(splitPart(current.join("\n")));
      if (trimmed === `--${boundary}--`) break;
      current = [];
    } else {
      current?.push(line);
    }
  }
  return children.flatMap(flattenParts);
}

function decodeBody(part: MimePart): string {
  const encoding = (part.headers.get("content-transfer-encoding") ?? "7bit").toLowerCase();
  const charset = contentType(part).params.get("charset") ?? "utf-8";
  if (encoding === "base64") {
    return new TextDecoder(charset).decode(Buffer.from(part.body.replace(/\s+/g, ""), "base64"));
  }
  if (encoding === "quoted-printable") {
    return new TextDecoder(charset).decode(decodeQuotedPrintable(part.body));
  }
  return part.body.replace(/\n$/, "");
}

/** RFC 2045 quoted-printable: "=" at a line end is a soft break, "=XX" is one byte. */
function decodeQuotedPrintable(body: string): Buffer {
  // Trailing white space on a line was added in transit; "=" then a line break is a soft break.
  const unwrapped = body
    .replace(/[ \t]+\n/g, "\n")
    .replace(/=\n/g, "")
    .replace(/\n$/, "");
  const bytes: number[] = [];
  for (let index = 0; index < unwrapped.length; index++) {
    const hex = unwrapped.slice(index + 1, index + 3);
    if (unwrapped[index] === "=" && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(unwrapped[index] ?? "", "utf8"));
    }
  }
  return Buffer.from(bytes);
}

/** RFC 2047 encoded words (=?charset?B|Q?text?=) in header values, e.g. a non-ASCII subject. */
function decodeWords(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, "$1$2")
    .replace(
      /=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g,
      (_, charset: string, kind: string, text: string) => {
        const bytes =
          kind.toUpperCase() === "B"
            ? Buffer.from(text, "base64")
            : decodeQuotedPrintable(text.replaceAll("_", " "));
        return new TextDecoder(charset.replace(/\*.*$/, "")).decode(bytes);
      },
    );
}

/** An SMTP sink for the tests of this file or describe: started before them, closed after. */
export function setUpSmtpSink(): Omit<SmtpSink, "close"> {
  return setUpResource(
    "The SMTP sink",
    () => startSmtpSink(),
    (sink) => sink.close(),
  );
}

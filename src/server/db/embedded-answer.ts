import { messages, protocol } from "@electric-sql/pglite";

/** What a statement run answered: its rows as text (null for SQL NULL) and its command tag. */
export type StatementAnswer = { rows: (string | null)[][]; commandTag: string | undefined };

const dataRow = 0x44; // D
const commandComplete = 0x43; // C
const errorResponse = 0x45; // E
const noticeResponse = 0x4e; // N

/**
 * Reads the engine's answer to bind, execute and sync: the data rows and the command tag.
 * Most answers hold nothing else (bind complete, ready for query), and are read here
 * directly from the bytes, each value decoded once. An answer with an error or a notice is
 * read by PGlite's own protocol parser instead, so the error thrown and the notices reported
 * are exactly PGlite's. (Nothing LISTENs, so no notification arrives.)
 */
export function readAnswer(
  bytes: Buffer,
  onNotice: ((notice: messages.NoticeMessage) => void) | undefined,
): StatementAnswer {
  const rows: (string | null)[][] = [];
  let commandTag: string | undefined;
  for (let at = 0; at < bytes.length; ) {
    const type = bytes[at];
    const end = at + 1 + bytes.readInt32BE(at + 1);
    const body = at + 5;
    if (type === dataRow) {
      const count = bytes.readInt16BE(body);
      const row: (string | null)[] = new Array(count);
      let field = body + 2;
      for (let index = 0; index < count; index++) {
        const length = bytes.readInt32BE(field);
        field += 4;
        if (length < 0) {
          row[index] = null;
        } else {
          row[index] = bytes.toString("utf8", field, field + length);
          field += length;
        }
      }
      rows.push(row);
    } else if (type === commandComplete) {
      commandTag = bytes.toString("utf8", body, end - 1);
    } else if (type === errorResponse || type === noticeResponse) {
      return readParsed(bytes, onNotice);
    }
    at = end;
  }
  return { rows, commandTag };
}

/** The answer read by PGlite's protocol parser: throws its first error, reports its notices. */
function readParsed(
  bytes: Buffer,
  onNotice: ((notice: messages.NoticeMessage) => void) | undefined,
): StatementAnswer {
  const rows: (string | null)[][] = [];
  let commandTag: string | undefined;
  let error: messages.DatabaseError | undefined;
  new protocol.Parser().parse(bytes, (message) => {
    if (error) return;
    if (message instanceof messages.DatabaseError) error = message;
    else if (message instanceof messages.NoticeMessage) onNotice?.(message);
    else if (message instanceof messages.DataRowMessage) rows.push(message.fields);
    else if (message instanceof messages.CommandCompleteMessage) commandTag = message.text;
  });
  if (error) throw error;
  return { rows, commandTag };
}

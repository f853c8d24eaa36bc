import { z } from "zod";

/**
 * A moment in time: an ISO 8601 string on the wire, a Date on either side of it. The server
 * sends a stored timestamp as it is; the web reads it back as a Date.
 */
export const momentSchema = z.codec(z.iso.datetime({ offset: true }), z.date(), {
  decode: (text) => new Date(text),
  encode: (date) => date.toISOString(),
});

/** The compressed encodings a browser accepts, most wanted first. */
export type AcceptedEncodings = readonly ("br" | "gzip")[];

const none: AcceptedEncodings = [];

/**
 * Reads an `Accept-Encoding` header: brotli and gzip, each accepted unless its weight (or,
 * when it is not named, the weight of `*`) is 0, ordered by weight, brotli first on a tie.
 */
export function parseAcceptEncoding(header: string): AcceptedEncodings {
  let br: number | undefined;
  let gzip: number | undefined;
  let any: number | undefined;
  for (const part of header.split(",")) {
    const [name = "", ...parameters] = part.split(";");
    let weight = 1;
    for (const parameter of parameters) {
      const [key, value] = parameter.split("=");
      if (key?.trim().toLowerCase() === "q") weight = Number(value);
    }
    if (!(weight >= 0)) continue;
    const coding = name.trim().toLowerCase();
    if (coding === "br") br = weight;
    else if (coding === "gzip" || coding === "x-gzip") gzip = weight;
    else if (coding === "*") any = weight;
  }
  const brWeight = br ?? any ?? 0;
  const gzipWeight = gzip ?? any ?? 0;
  const accepted: ("br" | "gzip")[] = [];
  if (brWeight > 0) accepted.push("br");
  if (gzipWeight > 0) {
    if (gzipWeight > brWeight) accepted.unshift("gzip");
    else accepted.push("gzip");
  }
  return accepted.length === 0 ? none : accepted;
}

/** Browsers send a handful of distinct headers: each is read once. */
const remembered = new Map<string, AcceptedEncodings>();
const rememberedAtMost = 64;

export function acceptedEncodings(header: string | undefined): AcceptedEncodings {
  if (header === undefined || header === "") return none;
  let accepted = remembered.get(header);
  if (accepted === undefined) {
    accepted = parseAcceptEncoding(header);
    if (remembered.size >= rememberedAtMost) remembered.clear();
    remembered.set(header, accepted);
  }
  return accepted;
}

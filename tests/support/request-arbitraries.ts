import fc from "fast-check";
import { z } from "zod";
import type { ApiRoute } from "../../src/server/plugins/access";
import { jpeg, pdf, png, webp } from "./certifications";
import { SeededRandom } from "./seeded-random";

/** The largest value of a PostgreSQL integer column. */
const maxInteger = 2_147_483_647;

// Text that does not compress: a long one is stored as it is, e.g. in an index row.
const random = new SeededRandom(2_700);
const incompressible = Array.from({ length: 2_800 }, () =>
  String.fromCharCode(random.int(0x21, 0x7e)),
).join("");

/** Text that has broken, or could break, a request on its way to the database or the log. */
const nastyStrings = [
  incompressible,
  "",
  " ",
  "\u0000",
  "a\u0000b",
  "\u0001\u0008\u000b\u001f",
  "\u007f\u0085\u009f",
  "line\nbreak\ttab\r",
  "\ud800",
  "x\udfffy",
  "invoice\u202efdp.exe",
  "\u2066isolate\u2069\u200f",
  "\u200b\ufeff",
  "𝕏😀👩‍⚕️",
  "' OR '1'='1' --",
  "1; drop table users",
  "%00",
  "%",
  "%ZZ",
  "..%2F..%2Fetc%2Fpasswd",
  "<script>alert(1)</script>",
  "\r\nSet-Cookie: a=1",
  "NaN",
  "Infinity",
  "-0",
  "1e400",
  "0x10",
  "99999999999",
  "2147483648",
  "-2147483649",
  "9".repeat(40),
  "true",
  "null",
  "a".repeat(2_700),
  "é".repeat(5_000),
  "x".repeat(70_000),
];

/** Characters worth mixing: controls, formatting marks, surrogates, quotes, wide letters. */
const nastyCharacters = [
  "\u0000",
  "\u0001",
  "\u001b",
  "\u007f",
  "\u0085",
  "\u009f",
  "\n",
  "\t",
  "\u202e",
  "\u2066",
  "\u200b",
  "\ud800",
  "\udc00",
  "'",
  '"',
  "\\",
  "%",
  "/",
  "a",
  "Z",
  "7",
  " ",
  "é",
  "😀",
];

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...nastyStrings),
  fc.string({ unit: fc.constantFrom(...nastyCharacters), maxLength: 40 }),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc
    .tuple(fc.string({ minLength: 1, maxLength: 6 }), fc.integer({ min: 150, max: 6_000 }))
    .map(([part, length]) => part.repeat(Math.ceil(length / part.length)).slice(0, length)),
);

const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(
    -1,
    0,
    0.5,
    -0,
    maxInteger,
    maxInteger + 1,
    -maxInteger - 2,
    99_999_999_999,
    Number.MAX_SAFE_INTEGER,
    2 ** 63,
    1e300,
    -1e300,
    Number.MIN_VALUE,
  ),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
);

/** Any value a JSON body could carry, leaning towards the ones that break things. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  { weight: 2, arbitrary: hostileNumber },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false, [], {}) },
);

/** Values a real caller sends; each field keeps those its own schema accepts. */
const plausibleValues: unknown[] = [
  "2024-01-15",
  "2025-06-30",
  "2026-01-10",
  "2026-09-30",
  "2027-12-31",
  "user@example.com",
  "someone.else@example.org",
  "123456",
  "12345678",
  "+12025550123",
  "#4f46e5",
  "America/New_York",
  "UTC",
  "Registered Nurse",
  "State Board",
  "Ethics in practice\nsecond line",
  "nurse",
  "Passw0rd!long",
  "1",
  "2",
  "5",
  "30",
  "0",
  "1",
  "download",
  1,
  2,
  5,
  10,
  30,
  0,
  0.5,
  true,
  false,
  null,
];

const objectShape = (schema: unknown) => (schema instanceof z.ZodObject ? schema.shape : {});

/** The plausible values a field accepts, as they would arrive (strings in a query string). */
function acceptedValues(field: z.ZodType, asText: boolean): unknown[] {
  const candidates = asText
    ? [...new Set(plausibleValues.filter((value) => value !== null).map(String))]
    : plausibleValues;
  const accepted = candidates.filter((value) => field.safeParse(value).success);
  const json = z.toJSONSchema(field, { io: "input", unrepresentable: "any" });
  const enumValues = Array.isArray(json.enum) ? json.enum : [];
  return [...accepted, ...enumValues];
}

/**
 * An object shaped like the schema: every field plausible (so whole requests get through to
 * the handlers) or absent, then as often one or two fields (or fields of its own) hostile.
 */
function shapedObject(schema: unknown, asText: boolean): fc.Arbitrary<Record<string, unknown>> {
  const shape = Object.entries(objectShape(schema));
  const plausibleFields = shape.map(([key, field]) => {
    const accepted = field instanceof z.ZodType ? acceptedValues(field, asText) : [];
    const plausible = accepted.length > 0 ? fc.constantFrom(...accepted) : hostileValue;
    const optional = field instanceof z.ZodType && field.safeParse(undefined).success;
    const value = optional ? fc.option(plausible, { freq: 4, nil: undefined }) : plausible;
    return value.map((fieldValue) => [key, fieldValue] as const);
  });
  const hostileFields = fc.array(
    fc.tuple(
      shape.length > 0
        ? fc.oneof(fc.constantFrom(...shape.map(([key]) => key)), hostileString)
        : hostileString,
      asText ? hostileString : hostileValue,
    ),
    { maxLength: 2 },
  );
  return fc.tuple(fc.tuple(...plausibleFields), hostileFields).map(([fields, hostile]) => {
    const object: Record<string, unknown> = {};
    for (const [key, value] of [...fields, ...hostile]) {
      if (value !== undefined) object[key] = value;
    }
    return object;
  });
}

/** Every byte of the text percent-encoded as UTF-8 (a lone surrogate becomes U+FFFD). */
function percentEncoded(text: string): string {
  return [...Buffer.from(text, "utf8")]
    .map((byte) => `%${byte.toString(16).padStart(2, "0")}`)
    .join("");
}

/** A path id: often one of the caller's own rows, else any number, a stranger's or junk. */
const pathValue = (ownIds: readonly number[]): fc.Arbitrary<string> =>
  fc.oneof(
    ...(ownIds.length > 0
      ? [{ weight: 5, arbitrary: fc.constantFrom(...ownIds).map(String) }]
      : []),
    { weight: 2, arbitrary: fc.integer({ min: 1, max: 100 }).map(String) },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        "0",
        "-1",
        "1.5",
        "01",
        "1e3",
        String(maxInteger),
        String(maxInteger + 1),
        "99999999999",
        "9".repeat(30),
        "%00",
        "1%00",
        "%2e%2e",
        "%ZZ",
        "abc",
        "a".repeat(3_000),
      ),
    },
    { weight: 3, arbitrary: hostileString.map(percentEncoded) },
  );

const queryString = (schema: unknown): fc.Arbitrary<string> =>
  fc.oneof(
    {
      weight: 5,
      arbitrary: shapedObject(schema, true).map((query) => {
        const entries = Object.entries(query).map(([key, value]) => [key, String(value)]);
        return new URLSearchParams(entries).toString();
      }),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        "cycle=99999999999",
        "page=1e400&pageSize=-1",
        "page=2147483648",
        "page=99999999999999999999&pageSize=100",
        "cycle=1&cycle=2",
        "search=%00",
        "name=a%00b",
        "from=2024-01-01&to=2024-01-01%00",
        "%ZZ=1",
        "a[b]=1&a[c]=2",
      ),
    },
    { weight: 1, arbitrary: fc.constant("") },
  );

const uploadTypes = [
  "image/png",
  "image/jpeg",
  "image/webp",
  "application/pdf",
  "application/octet-stream",
  "multipart/form-data; boundary=----fuzz",
  "text/plain",
  "application/x-www-form-urlencoded",
];

const oversized = Buffer.alloc(1_100_000, 0x41);

/** A file as an upload route takes it: real or truncated images and PDFs, or any bytes. */
const uploadBytes: fc.Arbitrary<Buffer> = fc.oneof(
  fc
    .tuple(fc.constantFrom(png, jpeg, webp, pdf), fc.uint8Array({ maxLength: 64 }))
    .map(([file, tail]) => Buffer.concat([file, tail])),
  fc
    .constantFrom(png, jpeg, webp, pdf)
    .chain((file) => fc.nat(file.length).map((length) => file.subarray(0, length))),
  fc.uint8Array({ maxLength: 4_096 }).map((bytes) => Buffer.from(bytes)),
  fc.constant(oversized),
);

export type FuzzBody = { payload: string | Buffer; contentType: string } | undefined;

/** The body of a request to the route: shaped JSON, any JSON, broken JSON or raw bytes. */
function body(route: ApiRoute): fc.Arbitrary<FuzzBody> {
  if (route.method === "GET") return fc.constant(undefined);
  const json = (value: unknown) => ({
    payload: JSON.stringify(value) ?? "null",
    contentType: "application/json",
  });
  return fc.oneof(
    { weight: 6, arbitrary: shapedObject(route.schema.body, false).map(json) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }).map(json) },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom("{", '{"a":', "\u0000", '"\\ud800"', "[".repeat(5_000), "")
        .map((payload) => ({ payload, contentType: "application/json" })),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(uploadBytes, fc.constantFrom(...uploadTypes))
        .map(([payload, contentType]) => ({ payload, contentType })),
    },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );
}

const methods = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;

export type FuzzRequest = { method: (typeof methods)[number]; url: string; body: FuzzBody };

/**
 * A request to the route with arbitrary path ids (favouring `ownIds`, the caller's own rows),
 * query string and body.
 */
export function requestTo(route: ApiRoute, ownIds: readonly number[]): fc.Arbitrary<FuzzRequest> {
  const method = methods.find((name) => name === route.method);
  if (!method) throw new Error(`${route.method} ${route.url}: no requests made for this method`);
  const parameters = route.url.match(/:[A-Za-z]+/g) ?? [];
  const pathValues = fc.array(pathValue(ownIds), {
    minLength: parameters.length,
    maxLength: parameters.length,
  });
  return fc
    .tuple(pathValues, queryString(route.schema.querystring), body(route))
    .map(([values, query, requestBody]) => {
      let path = route.url;
      for (const [index, parameter] of parameters.entries()) {
        path = path.replace(parameter, values[index] ?? "1");
      }
      return { method, url: query ? `${path}?${query}` : path, body: requestBody };
    });
}

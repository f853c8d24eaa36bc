import { certificationSchema } from "@common/certifications/certification";
import { serializerCompiler as zodSerializerCompiler } from "fastify-type-provider-zod";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { responseSerializerCompiler } from "../../src/server/shared/response-serializer";

const route = { method: "GET", url: "/api/example", httpStatus: "200" };
const serializerOf = (schema: z.ZodType) => responseSerializerCompiler({ ...route, schema });
const zodSerializerOf = (schema: z.ZodType) => zodSerializerCompiler({ ...route, schema });

/** What a serializer answers: its JSON, or the name and message of what it threw. */
function outcome(serialize: (data: unknown) => string, data: unknown) {
  try {
    return { json: serialize(data) };
  } catch (error) {
    return { thrown: error instanceof Error ? `${error.name}: ${error.message}` : String(error) };
  }
}

const certification = {
  id: 7,
  name: "CPA",
  provider: null,
  receivedDate: "2024-01-01",
  expirationDate: "2026-12-31",
  reportingPeriodStart: null,
  reportingPeriodEnd: null,
  creditsRequired: 40,
  creditsEarned: 12.5,
  creditsMissing: 27.5,
  categoriesMissing: [{ name: "Ethics", missing: 2 }],
  requirements: {
    categories: [{ name: "Ethics", kind: "minimum", credits: 4 }],
    carryOver: { maxCredits: 10, lastDays: 90 },
  },
  document: { url: "/api/certifications/7/document", name: "cpa.pdf" },
  creditsUnit: "hours",
  status: "active",
  logo: null,
  licenseNumber: "L-1",
  issuingBody: null,
  jurisdiction: null,
  renewalUrl: null,
  renewalFee: 125,
  cycle: 1,
  ruleSet: { id: "cpa-new-york", version: 1, detached: ["creditsRequired"] },
  deadlineStatus: "In Progress",
  createdAt: "2024-01-01T00:00:00.000Z",
  updatedAt: "2024-01-02T00:00:00.000Z",
};

describe("the response serializer", () => {
  const list = z.array(certificationSchema);

  it("answers zod's JSON for a page of certifications, without columns the schema does not name", () => {
    const rows = [certification, { ...certification, id: 8, passwordHash: "x", userId: 3 }];
    const json = serializerOf(list)(rows);
    expect(json).toBe(zodSerializerOf(list)(rows));
    expect(json).not.toContain("passwordHash");
    expect(json).not.toContain("userId");
    expect(JSON.parse(json)[1]).toEqual({ ...certification, id: 8 });
  });

  it("strips unknown fields inside nested objects and arrays", () => {
    const row = {
      ...certification,
      document: { ...certification.document, fileId: 99 },
      categoriesMissing: [{ name: "Ethics", missing: 2, secret: "s" }],
    };
    const json = serializerOf(certificationSchema)(row);
    expect(json).toBe(zodSerializerOf(certificationSchema)(row));
    expect(json).not.toContain("fileId");
    expect(json).not.toContain("secret");
  });

  it.each([
    ["a text where a number belongs", { ...certification, id: "7" }],
    ["a fraction where an integer belongs", { ...certification, cycle: 1.5 }],
    ["a number that is not finite", { ...certification, renewalFee: Number.NaN }],
    ["a value outside an enum", { ...certification, status: "lost" }],
    ["null where null is not allowed", { ...certification, name: null }],
    ["a missing field", { ...certification, name: undefined }],
    ["an array element of the wrong shape", { ...certification, categoriesMissing: [3] }],
    ["a date object where text belongs", { ...certification, createdAt: new Date(0) }],
  ])("throws zod's error for %s", (_, row) => {
    const ours = outcome(serializerOf(list), [row]);
    expect(ours.thrown).toBe("FastifyError: Response doesn't match the schema");
    expect(ours).toEqual(outcome(zodSerializerOf(list), [row]));
  });

  it("gives kinds of schema it does not copy itself to zod, inside plain ones", () => {
    const schema = z.object({
      when: z.date(),
      label: z.string().min(2),
      kind: z.union([z.literal("a"), z.number()]),
      tags: z.array(z.string()).max(2),
      checked: z.object({ low: z.number(), high: z.number() }).refine((r) => r.low <= r.high),
      loose: z.looseObject({ kept: z.string() }),
      count: z.int().optional(),
      email: z.email(),
      day: z.iso.date().nullable(),
      link: z.url().optional(),
    });
    const good = {
      when: new Date(0),
      label: "ab",
      kind: 3,
      tags: ["x"],
      checked: { low: 1, high: 2, extra: true },
      loose: { kept: "k", also: "kept too" },
      email: "a@example.com",
      day: "2026-03-01",
      hidden: "dropped",
    };
    const bad = [
      { ...good, label: "a" },
      { ...good, kind: "b" },
      { ...good, tags: ["x", "y", "z"] },
      { ...good, checked: { low: 3, high: 2 } },
      { ...good, count: 2 ** 60 },
      { ...good, email: "not an address" },
      { ...good, day: "2026-02-30" },
      { ...good, day: "yesterday" },
      { ...good, link: "no link" },
    ];
    for (const data of [good, { ...good, count: 4 }, ...bad]) {
      expect(outcome(serializerOf(schema), data)).toEqual(outcome(zodSerializerOf(schema), data));
    }
    expect(JSON.parse(serializerOf(schema)(good))).toEqual({
      when: "1970-01-01T00:00:00.000Z",
      label: "ab",
      kind: 3,
      tags: ["x"],
      checked: { low: 1, high: 2 },
      loose: { kept: "k", also: "kept too" },
      email: "a@example.com",
      day: "2026-03-01",
    });
    for (const data of bad) expect(outcome(serializerOf(schema), data).thrown).toBeDefined();
  });

  it("answers as zod does for values of every kind in every plain field", () => {
    const schema = z.object({
      text: z.string(),
      amount: z.number(),
      whole: z.number().int(),
      flag: z.boolean(),
      choice: z.enum(["a", "b"]),
      maybe: z.string().nullable(),
      absent: z.number().optional(),
      list: z.array(z.object({ n: z.number().int() })),
    });
    const samples: unknown[] = [
      "",
      "a",
      "b",
      0,
      -0,
      1,
      1.5,
      2 ** 53,
      Number.POSITIVE_INFINITY,
      Number.NaN,
      true,
      false,
      null,
      undefined,
      [],
      [{ n: 1 }],
      [{ n: 1.5 }],
      [{ n: 1, m: 2 }],
      {},
      new Date(0),
      [1],
    ];
    const base = {
      text: "t",
      amount: 1,
      whole: 2,
      flag: true,
      choice: "a",
      maybe: null,
      list: [],
    };
    for (const key of [...Object.keys(base), "absent"]) {
      for (const sample of samples) {
        const data = { ...base, [key]: sample };
        expect(outcome(serializerOf(schema), data)).toEqual(outcome(zodSerializerOf(schema), data));
      }
    }
    for (const sample of samples) {
      expect(outcome(serializerOf(schema), sample)).toEqual(
        outcome(zodSerializerOf(schema), sample),
      );
    }
  });
});

import type { Certification } from "@common/certifications/certification";
import type { Credit } from "@common/certifications/credit";
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import type { Database } from "../../src/server/db/open";
import {
  certifications,
  creditCertifications,
  educationCredits,
  files,
} from "../../src/server/db/schema";
import type { Agent } from "./agent";

// Real 2×2 images, as a browser's canvas encodes them.
export const png = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAYAAABytg0kAAAAEklEQVR4AWLyd3v6H4SZGKAAAAAA//9UqkCTAAAABklEQVQDAEBcBPcPZUY8AAAAAElFTkSuQmCC",
  "base64",
);
export const jpeg = Buffer.from(
  "/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAACAAIDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAb/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAABAf/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCOAVkZ/9k=",
  "base64",
);
export const webp = Buffer.from(
  "UklGRjgAAABXRUJQVlA4ICwAAABwAQCdASoCAAIAAUAmJaACdAFAAAD+8Bvf/3OB//s4H/+zgfx13uWigEAAAA==",
  "base64",
);
/** A minimal one-page-tree PDF, as a scanner would save a certificate. */
export const pdf = Buffer.from(
  "%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n" +
    "2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\n" +
    "trailer\n<< /Root 1 0 R >>\n%%EOF\n",
);

/** The whole certification form, filled in as a user typically would. */
export function certificationForm(overrides: Record<string, unknown> = {}) {
  return {
    name: "Registered Nurse",
    provider: "State Board of Nursing",
    receivedDate: "2024-01-15",
    expirationDate: "2026-09-30",
    reportingPeriodStart: "2024-01-15",
    reportingPeriodEnd: "2026-09-30",
    creditsRequired: 30,
    creditsUnit: "hours",
    status: "active",
    ...overrides,
  };
}

/** Adds a certification through the API; fails the test unless it answers 201. */
export async function addCertification(
  agent: Agent,
  overrides: Record<string, unknown> = {},
): Promise<Certification> {
  const response = await agent.post("/api/certifications", certificationForm(overrides));
  expect(response.json(), "POST /api/certifications").toMatchObject({ id: expect.any(Number) });
  expect(response.statusCode).toBe(201);
  return response.json<Certification>();
}

/** Records a credit through the API; fails the test unless it answers 201. */
export async function addCredit(
  agent: Agent,
  certificationId: number,
  overrides: Record<string, unknown> = {},
): Promise<Credit> {
  const response = await agent.post(`/api/certifications/${certificationId}/credits`, {
    title: "Ethics in Practice",
    credits: 2,
    completionDate: "2026-01-10",
    ...overrides,
  });
  expect(response.json(), "POST credits").toMatchObject({ id: expect.any(Number) });
  expect(response.statusCode).toBe(201);
  return response.json<Credit>();
}

/** Sends a raw body (a file upload), with a CSRF token, as the web app's uploads do. */
export async function sendRaw(
  agent: Agent,
  url: string,
  body: Buffer | string,
  contentType: string,
) {
  return agent.send("PUT", url, body, {
    "content-type": contentType,
    "x-csrf-token": await agent.csrfToken(),
  });
}

/**
 * Sends many JSON bodies at once with one CSRF token, as a browser tab would: fetching a
 * token per request at the same moment would race on the session's CSRF secret.
 */
export async function postAllAtOnce(agent: Agent, url: string, bodies: unknown[]) {
  const token = await agent.csrfToken();
  return Promise.all(
    bodies.map((body) => agent.send("POST", url, body, { "x-csrf-token": token })),
  );
}

/** GET a list, with its rows and x-total-count. */
export async function getList<Row>(agent: Agent, url: string) {
  const response = await agent.get(url);
  expect(response.statusCode, `GET ${url}: ${response.body}`).toBe(200);
  return { rows: response.json<Row[]>(), total: Number(response.headers["x-total-count"]) };
}

type NewCertification = Partial<typeof certifications.$inferInsert>;

/** A certification written straight to the database, for tests that need many of them. */
export async function insertCertification(
  db: Database,
  userId: number,
  overrides: NewCertification = {},
) {
  const [row] = await db
    .insert(certifications)
    .values({ name: "Inserted certification", ...overrides, userId })
    .returning();
  if (!row) throw new Error("certification was not inserted");
  return row;
}

/**
 * Credits written straight to the database, counting toward the certification's current cycle
 * (creditsEarned is the caller's business).
 */
export async function insertCredits(db: Database, certificationId: number, credits: number[]) {
  const [certification] = await db
    .select()
    .from(certifications)
    .where(eq(certifications.id, certificationId));
  if (!certification) throw new Error("no certification to add credits to");
  const inserted = await db
    .insert(educationCredits)
    .values(
      credits.map((value, index) => ({
        userId: certification.userId,
        title: `Course ${index + 1}`,
        credits: value,
        completionDate: "2026-01-10",
      })),
    )
    .returning({ id: educationCredits.id });
  if (inserted.length === 0) return;
  await db
    .insert(creditCertifications)
    .values(
      inserted.map(({ id }) => ({ creditId: id, certificationId, cycle: certification.cycle })),
    );
}

/** The user's certification rows, straight from the database. */
export async function certificationRowsOf(db: Database, userId: number) {
  return db.select().from(certifications).where(eq(certifications.userId, userId));
}

/** The user's stored files (avatars, logos, certificates), straight from the database. */
export async function fileRowsOf(db: Database, userId: number) {
  return db.select().from(files).where(eq(files.userId, userId));
}

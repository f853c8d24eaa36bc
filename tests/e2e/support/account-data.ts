import {
  type CertificationDetail,
  certificationDetailSchema,
} from "@common/certifications/certification";
import type { RequirementCategory } from "@common/certifications/requirements";
import type { APIRequestContext } from "playwright-core";
import { expect } from "vitest";

/** A change (a JSON body or an uploaded file) with a fresh CSRF token, as the web app sends it. */
export async function send(
  request: APIRequestContext,
  method: "POST" | "PUT",
  url: string,
  body: { data: unknown } | { bytes: Buffer; contentType: string },
) {
  const { csrfToken } = (await (await request.get("/api/csrf-token")).json()) as {
    csrfToken: string;
  };
  const response =
    "data" in body
      ? await request.fetch(url, {
          method,
          data: body.data,
          headers: { "x-csrf-token": csrfToken },
        })
      : await request.fetch(url, {
          method,
          data: body.bytes,
          headers: { "x-csrf-token": csrfToken, "content-type": body.contentType },
        });
  expect(response.ok(), `${method} ${url}: ${await response.text()}`).toBe(true);
  return (await response.json()) as { id: number };
}

/**
 * Adds a certification as the signed-in account of `request`; answers its id. Requirements go
 * in as the API takes them: `{ requirements: { categories: [...], carryOver: null } }`.
 */
export async function addCertificationThroughApi(
  request: APIRequestContext,
  certification: Record<string, unknown>,
): Promise<number> {
  return (await send(request, "POST", "/api/certifications", { data: certification })).id;
}

/** "At least 2 Ethics": a requirement category as the certification form sends it. */
export function atLeast(credits: number, name: string): RequirementCategory {
  return { name, kind: "minimum", credits };
}

/** "At most 10 Self-study counted". */
export function atMost(credits: number, name: string): RequirementCategory {
  return { name, kind: "cap", credits };
}

/**
 * Records a credit against the certification, as the credit form does (with `categories` and
 * `certificationIds` when given); answers its id.
 */
export async function addCreditThroughApi(
  request: APIRequestContext,
  certificationId: number,
  credit: Record<string, unknown>,
): Promise<number> {
  return (
    await send(request, "POST", `/api/certifications/${certificationId}/credits`, { data: credit })
  ).id;
}

/** The certification as its detail page reads it: progress explained, pace plan, past cycles. */
export async function readCertificationThroughApi(
  request: APIRequestContext,
  certificationId: number,
): Promise<CertificationDetail> {
  const response = await request.get(`/api/certifications/${certificationId}`);
  expect(response.ok(), `GET /api/certifications/${certificationId}`).toBe(true);
  return certificationDetailSchema.parse(await response.json());
}

/** Gives the certification a logo (PNG bytes), as the certification form uploads it. */
export async function uploadLogoThroughApi(
  request: APIRequestContext,
  certificationId: number,
  png: Buffer,
): Promise<void> {
  await send(request, "PUT", `/api/certifications/${certificationId}/logo`, {
    bytes: png,
    contentType: "image/png",
  });
}

import type { APIRequestContext } from "playwright-core";
import { expect } from "vitest";

/** A change (a JSON body or an uploaded file) with a fresh CSRF token, as the web app sends it. */
async function send(
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

/** Adds a certification as the signed-in account of `request`; answers its id. */
export async function addCertificationThroughApi(
  request: APIRequestContext,
  certification: Record<string, unknown>,
): Promise<number> {
  return (await send(request, "POST", "/api/certifications", { data: certification })).id;
}

/** Records a credit against the certification, as the credit form does. */
export async function addCreditThroughApi(
  request: APIRequestContext,
  certificationId: number,
  credit: Record<string, unknown>,
): Promise<void> {
  await send(request, "POST", `/api/certifications/${certificationId}/credits`, { data: credit });
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

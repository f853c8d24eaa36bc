import type { Certification, CertificationDetail } from "@common/certifications/certification";
import { documentUploadRule } from "@common/upload-rules";
import { describe, expect, it } from "vitest";
import type { Agent } from "../support/agent";
import {
  addCertification,
  fileRowsOf,
  jpeg,
  pdf,
  png,
  sendRaw,
  webp,
} from "../support/certifications";
import { signedIn } from "../support/factories";
import { setUpTestApp } from "../support/test-app";

const now = "2026-03-01T12:00:00.000Z";
const t = setUpTestApp({ now });

const filesOf = (userId: number) => fileRowsOf(t.db, userId);
const documentUrl = (id: number) => `/api/certifications/${id}/document`;
const cycleDocumentUrl = (id: number, cycle: number) =>
  `/api/certifications/${id}/cycles/${cycle}/document`;

async function withCertification() {
  const { user, agent } = await signedIn(t);
  const certification = await addCertification(agent);
  return { user, agent, certification, url: documentUrl(certification.id) };
}

async function upload(agent: Agent, url: string, bytes: Buffer, type: string, name?: string) {
  const query = name === undefined ? "" : `?name=${encodeURIComponent(name)}`;
  const response = await sendRaw(agent, `${url}${query}`, bytes, type);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Certification>();
}

describe("PUT /api/certifications/:id/document", () => {
  it.each([
    ["PDF", pdf, "application/pdf", "RN license.pdf"],
    ["PNG", png, "image/png", "license-card.png"],
    ["JPEG", jpeg, "image/jpeg", "card photo.jpg"],
  ])(
    "keeps a %s as the current cycle's document and serves it to its owner",
    async (_kind, bytes, type, name) => {
      const { user, agent, certification, url } = await withCertification();
      const answer = await upload(agent, url, bytes, type, name);
      expect(answer).toMatchObject({ id: certification.id, document: { url, name } });
      expect((await agent.get(`/api/certifications/${certification.id}`)).json()).toMatchObject({
        document: { url, name },
      });
      expect(await filesOf(user.id)).toMatchObject([{ purpose: "document", contentType: type }]);

      const served = await agent.get(url);
      expect(served.statusCode).toBe(200);
      expect(served.headers["content-type"]).toBe(type);
      expect(served.headers["x-content-type-options"]).toBe("nosniff");
      expect(served.headers["cache-control"]).toBe("private, no-store");
      const encoded = encodeURIComponent(name);
      expect(served.headers["content-disposition"]).toBe(
        `inline; filename="${name}"; filename*=UTF-8''${encoded}`,
      );
      expect(served.rawPayload.equals(bytes)).toBe(true);
      const download = await agent.get(`${url}?download=1`);
      expect(download.headers["content-disposition"]).toBe(
        `attachment; filename="${name}"; filename*=UTF-8''${encoded}`,
      );
    },
  );

  it("names the file by its real type, and 'document' when no name was given", async () => {
    const { agent, url } = await withCertification();
    expect(await upload(agent, url, pdf, "application/pdf", "C:\\scans\\card.html")).toMatchObject({
      document: { name: "card.html.pdf" },
    });
    expect(await upload(agent, url, png, "image/png")).toMatchObject({
      document: { name: "document.png" },
    });
  });

  it("refuses a file that is not a PDF, PNG or JPEG (400), and one over 10 MB (413), calling it a document", async () => {
    const { user, agent, certification, url } = await withCertification();
    const html = Buffer.from("<html><script>alert(1)</script></html>");
    for (const [bytes, type] of [
      [html, "application/pdf"],
      [webp, "image/png"],
    ] as const) {
      const wrong = await sendRaw(agent, url, bytes, type);
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual({ message: "Document must be a PDF, PNG or JPEG file" });
    }
    const padding = Buffer.alloc(documentUploadRule.maxBytes + 1 - pdf.length, 0x20);
    const large = await sendRaw(agent, url, Buffer.concat([pdf, padding]), "application/pdf");
    expect(large.statusCode).toBe(413);
    expect(large.json()).toEqual({ message: "Document must be 10 MB or smaller" });

    expect((await agent.get(url)).statusCode).toBe(404);
    expect((await agent.get(`/api/certifications/${certification.id}`)).json()).toMatchObject({
      document: null,
    });
    expect(await filesOf(user.id)).toEqual([]);
  });

  it("deletes the old file when the document is replaced, and the file when it is removed (204)", async () => {
    const { user, agent, certification, url } = await withCertification();
    await upload(agent, url, pdf, "application/pdf", "2026 card.pdf");
    const [first] = await filesOf(user.id);
    await upload(agent, url, jpeg, "image/jpeg", "2026 card.jpg");
    const afterReplace = await filesOf(user.id);
    expect(afterReplace).toHaveLength(1);
    expect(afterReplace[0]?.id).not.toBe(first?.id);
    expect(afterReplace[0]).toMatchObject({ purpose: "document", contentType: "image/jpeg" });
    expect((await agent.get(url)).rawPayload.equals(jpeg)).toBe(true);

    const removed = await agent.delete(url);
    expect(removed.statusCode).toBe(204);
    expect(await filesOf(user.id)).toEqual([]);
    expect((await agent.get(url)).statusCode).toBe(404);
    expect((await agent.get(`/api/certifications/${certification.id}`)).json()).toMatchObject({
      document: null,
    });
    expect((await agent.delete(url)).statusCode).toBe(204);
  });
});

describe("ownership", () => {
  it("answers another user's certification and document with the same 404 as missing ones", async () => {
    const { user, agent, certification, url } = await withCertification();
    await upload(agent, url, pdf, "application/pdf", "mine.pdf");
    const { agent: other } = await signedIn(t);
    const missing = documentUrl(certification.id + 100_000);
    for (const target of [url, missing]) {
      const put = await sendRaw(other, target, png, "image/png");
      expect(put.statusCode).toBe(404);
      expect(put.json()).toEqual({ message: "Certification not found" });
      const deleted = await other.delete(target);
      expect(deleted.statusCode).toBe(404);
      expect(deleted.json()).toEqual({ message: "Certification not found" });
      const read = await other.get(target);
      expect(read.statusCode).toBe(404);
      expect(read.json()).toEqual({ message: "Document not found" });
    }
    expect((await other.get(cycleDocumentUrl(certification.id, 1))).statusCode).toBe(404);

    expect(await filesOf(user.id)).toMatchObject([{ purpose: "document" }]);
    const served = await agent.get(url);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(pdf)).toBe(true);
  });
});

describe("documents per cycle", () => {
  const nextCycle = {
    receivedDate: "2026-02-01",
    expirationDate: "2028-01-31",
    reportingPeriodStart: "2026-02-01",
    reportingPeriodEnd: "2028-01-31",
    creditsRequired: 24,
  };

  it("renewal keeps the document with the finished cycle", async () => {
    const { user, agent, certification, url } = await withCertification();
    await upload(agent, url, pdf, "application/pdf", "2024 license.pdf");

    const renewed = await agent.post(`/api/certifications/${certification.id}/renew`, nextCycle);
    expect(renewed.statusCode, renewed.body).toBe(200);
    expect(renewed.json()).toMatchObject({ cycle: 2, document: null });
    expect((await agent.get(url)).statusCode).toBe(404);
    const pastUrl = cycleDocumentUrl(certification.id, 1);
    const detail = (
      await agent.get(`/api/certifications/${certification.id}`)
    ).json<CertificationDetail>();
    expect(detail.document).toBeNull();
    expect(detail.pastCycles).toMatchObject([
      { cycle: 1, document: { url: pastUrl, name: "2024 license.pdf" } },
    ]);
    const past = await agent.get(pastUrl);
    expect(past.statusCode).toBe(200);
    expect(past.headers["content-type"]).toBe("application/pdf");
    expect(past.rawPayload.equals(pdf)).toBe(true);

    // The new cycle's document replaces nothing of the finished one.
    await upload(agent, url, png, "image/png", "2026 license.png");
    expect((await agent.delete(url)).statusCode).toBe(204);
    expect((await agent.get(pastUrl)).rawPayload.equals(pdf)).toBe(true);
    expect(await filesOf(user.id)).toMatchObject([{ purpose: "document" }]);

    const { agent: other } = await signedIn(t);
    expect((await other.get(pastUrl)).statusCode).toBe(404);
  });

  it("answers 404 for a finished cycle without a document, the current cycle and a cycle that never was", async () => {
    const { agent, certification } = await withCertification();
    const renewed = await agent.post(`/api/certifications/${certification.id}/renew`, nextCycle);
    expect(renewed.statusCode, renewed.body).toBe(200);
    for (const cycle of ["1", "2", "3", "0", "one"]) {
      const response = await agent.get(
        `/api/certifications/${certification.id}/cycles/${cycle}/document`,
      );
      expect(response.statusCode).toBe(404);
    }
  });

  it("deleting the certification deletes the documents of every cycle", async () => {
    const { user, agent, certification, url } = await withCertification();
    const kept = await addCertification(agent, { name: "CCRN" });
    await upload(agent, documentUrl(kept.id), jpeg, "image/jpeg", "ccrn.jpg");
    await upload(agent, url, pdf, "application/pdf", "first.pdf");
    const renewed = await agent.post(`/api/certifications/${certification.id}/renew`, nextCycle);
    expect(renewed.statusCode, renewed.body).toBe(200);
    await upload(agent, url, png, "image/png", "second.png");
    expect(await filesOf(user.id)).toHaveLength(3);

    expect((await agent.delete(`/api/certifications/${certification.id}`)).statusCode).toBe(204);
    expect(await filesOf(user.id)).toMatchObject([
      { purpose: "document", contentType: "image/jpeg" },
    ]);
    expect((await agent.get(documentUrl(kept.id))).rawPayload.equals(jpeg)).toBe(true);
  });
});

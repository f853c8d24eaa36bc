import type { Certification } from "@common/certifications/certification";
import { imageUploadRule } from "@common/upload-rules";
import { describe, expect, it } from "vitest";
import { addCertification, fileRowsOf, jpeg, png, sendRaw, webp } from "../support/certifications";
import { signedIn } from "../support/factories";
import { setUpTestApp } from "../support/test-app";

const now = "2026-03-01T12:00:00.000Z";
const t = setUpTestApp({ now });

const filesOf = (userId: number) => fileRowsOf(t.db, userId);

describe("PUT and DELETE /api/certifications/:id/logo", () => {
  it.each([
    ["PNG", png, "image/png"],
    ["JPEG", jpeg, "image/jpeg"],
    ["WebP", webp, "image/webp"],
  ])("accepts a %s image and serves it to the owner", async (_name, bytes, type) => {
    const { user, agent } = await signedIn(t);
    const created = await addCertification(agent);
    const response = await sendRaw(agent, `/api/certifications/${created.id}/logo`, bytes, type);
    expect(response.statusCode).toBe(200);
    const { logo } = response.json<Certification>();
    expect(logo).toMatch(/^\/api\/files\/[A-Za-z0-9_-]{22}$/);
    expect((await agent.get(`/api/certifications/${created.id}`)).json()).toMatchObject({ logo });
    const served = await agent.get(logo ?? "");
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe(type);
    expect(served.rawPayload.equals(bytes)).toBe(true);
    expect(await filesOf(user.id)).toMatchObject([{ purpose: "logo", contentType: type }]);
  });

  it("refuses a text file sent as image/png (400) and an image over 1 MB (413)", async () => {
    const { user, agent } = await signedIn(t);
    const created = await addCertification(agent);
    const url = `/api/certifications/${created.id}/logo`;
    const text = await sendRaw(agent, url, "Board logo, see attached\n", "image/png");
    expect(text.statusCode).toBe(400);
    expect(text.json()).toEqual({ message: imageUploadRule.messages.wrongType });
    const large = Buffer.concat([png, Buffer.alloc(1024 * 1024 + 1 - png.length)]);
    const tooLarge = await sendRaw(agent, url, large, "image/png");
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toEqual({ message: imageUploadRule.messages.tooLarge });
    expect((await agent.get(`/api/certifications/${created.id}`)).json()).toMatchObject({
      logo: null,
    });
    expect(await filesOf(user.id)).toEqual([]);
  });

  it("deletes the old file when the logo is replaced or removed", async () => {
    const { user, agent } = await signedIn(t);
    const created = await addCertification(agent);
    const url = `/api/certifications/${created.id}/logo`;
    const first = (await sendRaw(agent, url, png, "image/png")).json<Certification>().logo ?? "";
    const second = (await sendRaw(agent, url, jpeg, "image/jpeg")).json<Certification>().logo ?? "";
    expect(second).not.toBe(first);
    expect((await agent.get(first)).statusCode).toBe(404);
    expect((await filesOf(user.id)).map((file) => `/api/files/${file.id}`)).toEqual([second]);

    const removed = await agent.delete(url);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ id: created.id, logo: null });
    expect((await agent.get(second)).statusCode).toBe(404);
    expect(await filesOf(user.id)).toEqual([]);
  });
});

import { describe, expect, it } from "vitest";
import { Agent } from "../support/agent";
import { fileRowsOf, jpeg, png, webp } from "../support/certifications";
import { signedIn } from "../support/factories";
import { setUpTestApp } from "../support/test-app";

const t = setUpTestApp();

const wrongType = { message: "Image must be a PNG, JPEG or WebP file" };

/** PUT /api/user/avatar with the bytes as the raw body, as the web app's upload sends it. */
async function upload(agent: Agent, body: Buffer | string, contentType: string) {
  return agent.send("PUT", "/api/user/avatar", body, {
    "content-type": contentType,
    "x-csrf-token": await agent.csrfToken(),
  });
}

const filesOf = (userId: number) => fileRowsOf(t.db, userId);

describe("PUT /api/user/avatar", () => {
  it.each([
    ["PNG", png, "image/png"],
    ["JPEG", jpeg, "image/jpeg"],
    ["WebP", webp, "image/webp"],
  ])("accepts a real %s image and serves it to its owner", async (_name, bytes, type) => {
    const { user, agent } = await signedIn(t);
    const response = await upload(agent, bytes, type);
    expect(response.statusCode).toBe(200);
    const avatarUrl = response.json<{ avatarUrl: string }>().avatarUrl;
    expect(avatarUrl).toMatch(/^\/api\/files\/[A-Za-z0-9_-]{22}$/);
    expect((await agent.get("/api/user")).json()).toMatchObject({ avatarUrl });

    const served = await agent.get(avatarUrl);
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe(type);
    expect(served.headers["x-content-type-options"]).toBe("nosniff");
    expect(served.headers["content-disposition"]).toBe("inline");
    expect(served.headers["cache-control"]).toBe("private, max-age=3600");
    expect(served.rawPayload.equals(bytes)).toBe(true);
    expect(await filesOf(user.id)).toMatchObject([
      { purpose: "avatar", contentType: type, size: bytes.length },
    ]);
  });

  it("refuses a text file sent as an image", async () => {
    const { user, agent } = await signedIn(t);
    const notes = "Renewal notes.txt: CE hours due in June\n";
    for (const type of ["image/png", "image/jpeg", "image/webp"]) {
      const response = await upload(agent, notes, type);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(wrongType);
    }
    expect((await agent.get("/api/user")).json()).toMatchObject({ avatarUrl: null });
    expect(await filesOf(user.id)).toHaveLength(0);
  });

  it("refuses other formats whatever they claim to be, and bodies of other types", async () => {
    const { agent } = await signedIn(t);
    const wav = Buffer.concat([Buffer.from("RIFF"), Buffer.alloc(4), Buffer.from("WAVEfmt ")]);
    const pdf = Buffer.from("%PDF-1.7\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n");
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');
    for (const [body, type] of [
      [wav, "image/webp"],
      [pdf, "image/png"],
      [svg, "image/png"],
      [png.subarray(0, 4), "image/png"],
      [png, "application/octet-stream"],
      [png, "image/svg+xml"],
    ] as const) {
      const response = await upload(agent, body, type);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(wrongType);
    }
    const json = await agent.send(
      "PUT",
      "/api/user/avatar",
      { image: "x" },
      {
        "x-csrf-token": await agent.csrfToken(),
      },
    );
    expect(json.json()).toEqual(wrongType);
  });

  it("decides the type by the content, not by the header", async () => {
    const { agent } = await signedIn(t);
    const response = await upload(agent, jpeg, "image/png");
    expect(response.statusCode).toBe(200);
    const served = await agent.get(response.json<{ avatarUrl: string }>().avatarUrl);
    expect(served.headers["content-type"]).toBe("image/jpeg");
  });

  it("accepts exactly 1 MB and refuses anything larger", async () => {
    const { user, agent } = await signedIn(t);
    const oneMegabyte = Buffer.concat([png, Buffer.alloc(1024 * 1024 - png.length)]);
    expect((await upload(agent, oneMegabyte, "image/png")).statusCode).toBe(200);
    const before = (await agent.get("/api/user")).json<{ avatarUrl: string }>().avatarUrl;

    const tooLarge = await upload(
      agent,
      Buffer.concat([oneMegabyte, Buffer.from([0])]),
      "image/png",
    );
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toEqual({ message: "Image must be 1 MB or smaller" });
    expect((await agent.get("/api/user")).json()).toMatchObject({ avatarUrl: before });
    expect(await filesOf(user.id)).toHaveLength(1);
  });

  it("deletes the previous file when the avatar is replaced", async () => {
    const { user, agent } = await signedIn(t);
    const first = (await upload(agent, png, "image/png")).json<{ avatarUrl: string }>();
    const second = (await upload(agent, webp, "image/webp")).json<{ avatarUrl: string }>();
    expect(second.avatarUrl).not.toBe(first.avatarUrl);
    expect((await agent.get(first.avatarUrl)).statusCode).toBe(404);
    expect((await agent.get(second.avatarUrl)).statusCode).toBe(200);
    expect((await filesOf(user.id)).map((file) => `/api/files/${file.id}`)).toEqual([
      second.avatarUrl,
    ]);
  });
});

describe("DELETE /api/user/avatar", () => {
  it("removes the avatar and its file", async () => {
    const { user, agent } = await signedIn(t);
    const { avatarUrl } = (await upload(agent, png, "image/png")).json<{ avatarUrl: string }>();
    const removed = await agent.delete("/api/user/avatar");
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ id: user.id, avatarUrl: null });
    expect((await agent.get("/api/user")).json()).toMatchObject({ avatarUrl: null });
    expect((await agent.get(avatarUrl)).statusCode).toBe(404);
    expect(await filesOf(user.id)).toHaveLength(0);
    expect((await agent.delete("/api/user/avatar")).json()).toMatchObject({ avatarUrl: null });
  });
});

describe("GET /api/files/:id", () => {
  it("answers 404 to another user, as for a file that does not exist", async () => {
    const { agent } = await signedIn(t);
    const { avatarUrl } = (await upload(agent, png, "image/png")).json<{ avatarUrl: string }>();
    const stranger = await signedIn(t);
    const theirs = await stranger.agent.get(avatarUrl);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ message: "Not found" });
    const unknown = await agent.get("/api/files/AAAAAAAAAAAAAAAAAAAAAA");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: "Not found" });
    expect((await agent.get(avatarUrl)).statusCode).toBe(200);
  });

  it("answers 401 to anyone not signed in, and so do the avatar routes", async () => {
    const { agent } = await signedIn(t);
    const { avatarUrl } = (await upload(agent, png, "image/png")).json<{ avatarUrl: string }>();
    const anonymous = new Agent(t.app);
    expect((await anonymous.get(avatarUrl)).statusCode).toBe(401);
    expect((await upload(anonymous, png, "image/png")).statusCode).toBe(401);
    expect((await anonymous.delete("/api/user/avatar")).statusCode).toBe(401);
  });
});

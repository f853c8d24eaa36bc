import { afterAll, beforeAll, expect, it } from "vitest";
import { files } from "../../src/server/db/schema";
import { Agent } from "../support/agent";
import { createUser, signInAs } from "../support/factories";
import { createTestApp, type TestApp } from "../support/test-app";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

const png = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 1),
]);
const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 2)]);
const webp = Buffer.concat([
  Buffer.from("RIFF"),
  Buffer.alloc(4),
  Buffer.from("WEBP"),
  Buffer.alloc(64, 3),
]);

async function signedIn() {
  const user = await createUser(t.db);
  return { user, agent: new Agent(t.app, await signInAs(t, user.id)) };
}

async function upload(agent: Agent, body: Buffer, contentType: string) {
  const token = await agent.csrfToken();
  return t.app.inject({
    method: "PUT",
    url: "/api/user/avatar",
    remoteAddress: agent.ipAddress,
    headers: { cookie: agent.cookieHeader, "x-csrf-token": token, "content-type": contentType },
    payload: body,
  });
}

it.each([
  [png, "image/png"],
  [jpeg, "image/jpeg"],
  [webp, "image/webp"],
])("accepts a real image and serves it to its owner only (%#)", async (bytes, type) => {
  const { agent } = await signedIn();
  const response = await upload(agent, bytes, type);
  expect(response.statusCode).toBe(200);
  const avatarUrl = response.json<{ avatarUrl: string }>().avatarUrl;
  expect(avatarUrl).toMatch(/^\/api\/files\/[\w-]+$/);
  const served = await agent.get(avatarUrl);
  expect(served.statusCode).toBe(200);
  expect(served.headers["content-type"]).toBe(type);
  expect(served.headers["x-content-type-options"]).toBe("nosniff");
  expect(served.rawPayload.equals(bytes)).toBe(true);

  const stranger = await signedIn();
  expect((await stranger.agent.get(avatarUrl)).statusCode).toBe(404);
});

it("judges by content, not by the declared type", async () => {
  const { agent } = await signedIn();
  const response = await upload(
    agent,
    Buffer.from("<svg onload=alert(1)>not an image</svg>"),
    "image/png",
  );
  expect(response.statusCode).toBe(400);
  expect(response.json()).toEqual({ message: "Image must be a PNG, JPEG or WebP file" });
  const served = await upload(agent, jpeg, "image/png");
  expect(
    (await agent.get(served.json<{ avatarUrl: string }>().avatarUrl)).headers["content-type"],
  ).toBe("image/jpeg");
});

it("refuses images over 1 MB", async () => {
  const { agent } = await signedIn();
  const big = Buffer.concat([png, Buffer.alloc(1024 * 1024)]);
  const response = await upload(agent, big, "image/png");
  expect(response.statusCode).toBe(413);
  expect(response.json()).toEqual({ message: "Image must be 1 MB or smaller" });
});

it("removes the previous file when the avatar is replaced or deleted", async () => {
  const { user, agent } = await signedIn();
  await upload(agent, png, "image/png");
  await upload(agent, jpeg, "image/jpeg");
  const owned = (await t.db.select().from(files)).filter((file) => file.userId === user.id);
  expect(owned).toHaveLength(1);
  expect((await agent.delete("/api/user/avatar")).json()).toMatchObject({ avatarUrl: null });
  expect((await t.db.select().from(files)).filter((file) => file.userId === user.id)).toHaveLength(
    0,
  );
});

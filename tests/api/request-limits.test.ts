import { describe, expect, it } from "vitest";
import { Agent } from "../support/agent";
import { createUser, signInAs } from "../support/factories";
import { setUpTestApp } from "../support/test-app";
import { setUpWebRoot } from "../support/web-root";

const site = setUpWebRoot();

// A small allowance over a window longer than the file takes, so every count is exact.
const max = 5;
const t = setUpTestApp(async () => ({
  webRoot: site.root,
  apiRequestLimit: { max, windowMs: 60 * 60_000 },
}));

let lastAddress = 0;
/** An address no other test of the file uses. */
function newAddress() {
  lastAddress += 1;
  return `192.0.2.${lastAddress}`;
}

async function statuses(agent: Agent, urls: string[]) {
  const answers = [];
  for (const url of urls) answers.push((await agent.get(url)).statusCode);
  return answers;
}

const times = <T>(count: number, value: T): T[] => Array.from({ length: count }, () => value);

describe("the general API request limit", () => {
  it("refuses a signed-out address past its allowance, saying when to come back", async () => {
    const agent = new Agent(t.app, undefined, { ipAddress: newAddress() });
    expect(await statuses(agent, times(max, "/api/theme"))).toEqual(times(max, 200));

    const refused = await agent.get("/api/theme");
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      message: expect.stringMatching(/^Too many requests\. Please try again in \d+ seconds?\.$/),
    });
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    // Unknown API paths count as well; another address has its own allowance.
    expect((await agent.get("/api/no/such/thing")).statusCode).toBe(429);
    const neighbour = new Agent(t.app, undefined, { ipAddress: newAddress() });
    expect((await neighbour.get("/api/theme")).statusCode).toBe(200);
  });

  it("never counts the web app's page, files and deep links, nor /api/health", async () => {
    const agent = new Agent(t.app, undefined, { ipAddress: newAddress() });
    const pages = ["/", "/assets/main-abc123.js", "/certifications/42", "/settings?tab=profile"];
    const health = "/api/health";
    expect(
      await statuses(agent, [...pages, ...pages, ...pages, ...times(3 * max, health)]),
    ).toEqual(times(12 + 3 * max, 200));
    // The whole allowance is still there for the API.
    expect(await statuses(agent, times(max, "/api/theme"))).toEqual(times(max, 200));
    expect((await agent.get("/api/theme")).statusCode).toBe(429);
    expect(await statuses(agent, ["/", "/assets/main-abc123.js", health])).toEqual([200, 200, 200]);
  });

  it("gives each signed-in user an allowance of their own, whatever the address", async () => {
    const office = newAddress();
    const visitor = new Agent(t.app, undefined, { ipAddress: office });
    expect(await statuses(visitor, times(max + 1, "/api/theme"))).toContain(429);

    const session = await signInAs(t, (await createUser(t.db)).id);
    const colleague = new Agent(t.app, session, { ipAddress: office });
    const other = new Agent(t.app, await signInAs(t, (await createUser(t.db)).id), {
      ipAddress: office,
    });
    expect(await statuses(colleague, times(max, "/api/user"))).toEqual(times(max, 200));
    expect((await colleague.get("/api/user")).statusCode).toBe(429);
    // The same person from another address is still the same person.
    const elsewhere = new Agent(t.app, session, { ipAddress: newAddress() });
    expect((await elsewhere.get("/api/user")).statusCode).toBe(429);
    expect(await statuses(other, times(max, "/api/user"))).toEqual(times(max, 200));
  });
});

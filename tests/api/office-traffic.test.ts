import { readdir, readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { productionApiRequestLimit } from "../../src/server/plugins/rate-limits";
import { knownDeviceCookieName } from "../../src/server/security/known-device";
import { Agent } from "../support/agent";
import { createUser, passwordHashOf } from "../support/factories";
import { ensureBuilt } from "../support/server-process";
import { lockedLogin } from "../support/sign-in";
import { setUpTestApp } from "../support/test-app";

// Many people behind one address (an office, a hospital): the limits must hold back floods
// and password guessing without locking out the people CertMinder serves.

const webRoot = fileURLToPath(new URL("../../dist/web", import.meta.url));
const password = "Corr3ct!horse";

// The production allowance, counted over 10 minutes instead of one, so the whole run falls in
// one window however slowly a loaded machine runs it.
const t = setUpTestApp(async () => {
  await ensureBuilt();
  return { webRoot, apiRequestLimit: { ...productionApiRequestLimit, windowMs: 10 * 60_000 } };
});

let lastAddress = 0;
/** An address no other test of the file uses (TEST-NET-3). */
function newAddress() {
  lastAddress += 1;
  return `203.0.113.${lastAddress}`;
}

/**
 * The files a browser fetches to show the dashboard: the page, its icon, what index.html
 * references, the dashboard's chunk, and every chunk these import (about 30 requests).
 */
async function dashboardFirstLoad(): Promise<string[]> {
  const html = await readFile(`${webRoot}/index.html`, "utf8");
  const chunks = (await readdir(`${webRoot}/assets`)).filter((name) => /\.(js|css)$/.test(name));
  const toFetch = [
    ...[...html.matchAll(/\/assets\/([\w.-]+\.(?:js|css))/g)].map((match) => match[1] ?? ""),
    ...chunks.filter((name) => name.startsWith("dashboard-page-")),
  ];
  const fetched = new Set<string>();
  for (let name = toFetch.shift(); name !== undefined; name = toFetch.shift()) {
    if (fetched.has(name) || !chunks.includes(name)) continue;
    fetched.add(name);
    if (!name.endsWith(".js")) continue;
    const source = await readFile(`${webRoot}/assets/${name}`, "utf8");
    for (const match of source.matchAll(/(?:from|import)\s*"\.\/([\w.-]+\.(?:js|css))"/g)) {
      toFetch.push(match[1] ?? "");
    }
  }
  return ["/", "/favicon.svg", ...[...fetched].map((name) => `/assets/${name}`)];
}

/** Runs `work` for each item, `width` at a time. */
async function inParallel<T>(items: T[], width: number, work: (item: T) => Promise<void>) {
  const queue = [...items];
  const worker = async () => {
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(item);
  };
  await Promise.all(Array.from({ length: width }, worker));
}

function logIn(agent: Agent, username: string, pass = password) {
  return agent.post("/api/login", { username, password: pass });
}

describe("an office of 200 people behind one address", () => {
  // About 8,000 requests: minutes on a loaded machine, not the default 30 seconds.
  it("signs everyone in and loads the whole app and its first reads without one 429", {
    timeout: 300_000,
  }, async () => {
    // A first load of the dashboard, then the reads of the dashboard, the layout and the lists.
    const files = await dashboardFirstLoad();
    expect(files.length).toBeGreaterThan(20);
    expect(files).toContainEqual(expect.stringMatching(/^\/assets\/dashboard-page-.*\.js$/));
    const today = new Date().toISOString().slice(0, 10);
    const reads = [
      "/api/user",
      "/api/theme",
      "/api/dashboard",
      "/api/notifications",
      "/api/certifications",
      "/api/certifications/allowance",
      `/api/calendar?from=${today}&to=${today}`,
      "/api/activities",
      "/api/notifications/archived",
      "/api/user/sessions",
    ];

    const office = newAddress();
    const passwordHash = await passwordHashOf(password);
    const people = [];
    for (let i = 0; i < 200; i++) people.push(await createUser(t.db, { password: passwordHash }));
    const answers = new Map<string, number>();
    const count = (kind: string, status: number) => {
      const key = `${kind} ${status}`;
      answers.set(key, (answers.get(key) ?? 0) + 1);
    };

    await inParallel(people, 20, async (person) => {
      const browser = new Agent(t.app, undefined, { ipAddress: office });
      count("sign-in", (await logIn(browser, person.username)).statusCode);
      for (const file of files) count("file", (await browser.get(file)).statusCode);
      for (const read of reads) count("read", (await browser.get(read)).statusCode);
    });

    expect(Object.fromEntries(answers)).toEqual({
      "sign-in 200": 200,
      "file 200": 200 * files.length,
      "read 200": 200 * reads.length,
    });
  });
});

describe("someone at the office guessing a colleague's password", () => {
  it("is locked out of that account while the owner and everyone else sign in", async () => {
    const office = newAddress();
    const atOffice = (cookie?: string) => new Agent(t.app, cookie, { ipAddress: office });
    const passwordHash = await passwordHashOf(password);
    const owner = await createUser(t.db, { password: passwordHash });
    const colleague = await createUser(t.db, { password: passwordHash });

    // The owner signed in on this browser before: it is a known device of the account.
    const ownBrowser = atOffice();
    const first = await logIn(ownBrowser, owner.username);
    expect(first.statusCode).toBe(200);
    await ownBrowser.post("/api/logout");
    const knownCookie = first.cookies.find((cookie) => cookie.name === knownDeviceCookieName);
    expect(knownCookie).toBeDefined();

    const attacker = atOffice();
    for (let i = 0; i < 5; i++) {
      expect((await logIn(attacker, owner.username, `Guess!${i}pass`)).statusCode).toBe(401);
    }
    // Locked, even with the right password, and so is any other new device, anywhere.
    expect((await logIn(attacker, owner.username)).json()).toEqual(lockedLogin(15));
    const newDevice = new Agent(t.app, undefined, { ipAddress: newAddress() });
    expect((await logIn(newDevice, owner.username)).json()).toEqual(lockedLogin(15));

    // The owner's known browser signs in, at the office or from home with the same browser.
    expect((await logIn(ownBrowser, owner.username)).statusCode).toBe(200);
    expect((await ownBrowser.get("/api/user")).json()).toMatchObject({ id: owner.id });
    const fromHome = new Agent(t.app, `${knownDeviceCookieName}=${knownCookie?.value}`, {
      ipAddress: newAddress(),
    });
    expect((await logIn(fromHome, owner.username)).statusCode).toBe(200);
    // A colleague on a new device at the same office address signs in.
    expect((await logIn(atOffice(), colleague.username)).statusCode).toBe(200);
  });

  it("locks new devices at the office address after 100 failures across usernames, not known ones", {
    timeout: 120_000,
  }, async () => {
    const office = newAddress();
    const atOffice = (cookie?: string) => new Agent(t.app, cookie, { ipAddress: office });
    const passwordHash = await passwordHashOf(password);
    const regular = await createUser(t.db, { password: passwordHash });
    const newcomer = await createUser(t.db, { password: passwordHash });
    const regularBrowser = atOffice();
    expect((await logIn(regularBrowser, regular.username)).statusCode).toBe(200);

    // A spray: one guess each at 99 usernames (4 at most per account would do as well).
    const guesses = Array.from({ length: 99 }, (_, i) => `someone_${i}_${Date.now()}`);
    await inParallel(guesses, 10, async (username) => {
      expect((await logIn(atOffice(), username)).statusCode).toBe(401);
    });
    expect((await logIn(atOffice(), newcomer.username)).statusCode).toBe(200);
    await logIn(atOffice(), newcomer.username, "Wrong!pass1");

    // That was the 100th failure from the address: new devices there are held back now.
    expect((await logIn(atOffice(), newcomer.username)).json()).toEqual(lockedLogin(15));
    expect((await logIn(atOffice(), `someone_else_${Date.now()}`)).json()).toEqual(lockedLogin(15));
    // A known browser at the office, and the same person elsewhere, still sign in.
    expect((await logIn(regularBrowser, regular.username)).statusCode).toBe(200);
    const elsewhere = new Agent(t.app, undefined, { ipAddress: newAddress() });
    expect((await logIn(elsewhere, newcomer.username)).statusCode).toBe(200);

    t.clock.advance({ minutes: 15 });
    expect((await logIn(atOffice(), newcomer.username)).statusCode).toBe(200);
  });
});

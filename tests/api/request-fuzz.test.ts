import { adminSessionHeader, notSignedInMessage } from "@common/access";
import { eq } from "drizzle-orm";
import fc from "fast-check";
import type { LightMyRequestResponse } from "fastify";
import { expect, it } from "vitest";
import { users } from "../../src/server/db/schema";
import { sessionCookieName } from "../../src/server/plugins/sessions";
import { openAdminSession } from "../../src/server/security/admin-sessions";
import { adminCredential } from "../support/admin";
import { Agent } from "../support/agent";
import { addCertification, addCredit } from "../support/certifications";
import { createUser, loginSessionIdOf, passwordHashOf, signInAs } from "../support/factories";
import { type FuzzRequest, requestTo } from "../support/request-arbitraries";
import { setUpTestApp } from "../support/test-app";

// Every route of the route table, signed out and signed in, with arbitrary path ids, query
// strings and bodies: none may answer 5xx. A failure prints its seed and path; run again with
// FC_SEED=<seed> (and FC_PATH=<path> to go straight to the failing case) to replay it.
// `npm test` sends 5,000 cases (about 45 a route); FC_RUNS=20000 is the full size.
const numRuns = Number(process.env.FC_RUNS ?? 5_000);
const seed = Number(process.env.FC_SEED ?? Math.floor(Math.random() * 2 ** 31));

// The general per-user ceiling is not what this test is about (request-limits.test.ts is): it
// is set above the number of cases, so every case reaches validation and the handlers.
const t = setUpTestApp({ apiRequestLimit: { max: 2 * numRuns, windowMs: 60 * 60_000 } });

/**
 * Someone calling the API: a browser session with its CSRF token, signed in or not, and the
 * ids of their own certifications and credits.
 */
type Caller = {
  name: string;
  userId?: number;
  cookie: string;
  csrfToken: string;
  /** An administrator's admin session, sent as x-admin-session (every request, not only admin ones). */
  adminSessionId?: string;
  ownIds: number[];
};

async function signedOutCaller(name: string): Promise<Caller> {
  const agent = new Agent(t.app);
  const csrfToken = await agent.csrfToken();
  return { name, cookie: agent.cookieHeader, csrfToken, ownIds: [] };
}

async function signedInCaller(name: string, userId: number, ownIds: number[]): Promise<Caller> {
  const agent = new Agent(t.app, await signInAs(t, userId));
  const csrfToken = await agent.csrfToken();
  return { name, userId, cookie: agent.cookieHeader, csrfToken, ownIds };
}

/**
 * The caller signed in again after losing their session. An administrator's case may have
 * disabled the account (User Management), which also ends its admin sessions: it is enabled
 * again and, for an administrator, a new admin session opened, so later cases still reach the
 * signed-in and admin routes.
 */
async function signedInAgain(caller: Caller & { userId: number }): Promise<Caller> {
  await t.db.update(users).set({ isEnabled: true }).where(eq(users.id, caller.userId));
  const again = await signedInCaller(caller.name, caller.userId, caller.ownIds);
  if (caller.adminSessionId) {
    const credential = await adminCredential(t);
    const opened = await openAdminSession(t.db, t.clock, {
      userId: caller.userId,
      credentialId: credential.id,
      loginSessionId: loginSessionIdOf(again.cookie),
    });
    again.adminSessionId = opened.sessionId;
  }
  return again;
}

/** A caller with some certifications and credits, so path ids often name their rows. */
async function userWithData(name: string, overrides: Parameters<typeof createUser>[1]) {
  const user = await createUser(t.db, {
    password: await passwordHashOf("Passw0rd!long"),
    ...overrides,
  });
  const caller = await signedInCaller(name, user.id, []);
  if (user.isAdmin) {
    const credential = await adminCredential(t);
    const opened = await openAdminSession(t.db, t.clock, {
      userId: user.id,
      credentialId: credential.id,
      loginSessionId: loginSessionIdOf(caller.cookie),
    });
    caller.adminSessionId = opened.sessionId;
  }
  const agent = new Agent(t.app, caller.cookie);
  for (const certificationName of ["Registered Nurse", "Basic Life Support"]) {
    const certification = await addCertification(agent, { name: certificationName });
    const credit = await addCredit(agent, certification.id);
    caller.ownIds.push(certification.id, credit.id);
  }
  return caller;
}

/** Callers of every kind, several of each, so no one session or user carries every case. */
async function allCallers(): Promise<Caller[]> {
  const callers = [await signedOutCaller("signed out"), await signedOutCaller("signed out")];
  for (let index = 1; index <= 3; index += 1) {
    callers.push(
      await userWithData(`free user ${index}`, {}),
      await userWithData(`premium user ${index}`, { subscriptionStatus: "active" }),
      await userWithData(`administrator ${index}`, {
        isAdmin: true,
        subscriptionStatus: "active",
      }),
    );
  }
  return callers;
}

type Outcome = "reached" | "refused-signed-out" | "lost-session" | "csrf" | "rate-limited";

function outcomeOf(caller: Caller, response: LightMyRequestResponse): Outcome {
  const message = response.body.startsWith("{") ? String(response.json().message) : "";
  if (response.statusCode === 401 && message === notSignedInMessage) {
    return caller.userId === undefined ? "refused-signed-out" : "lost-session";
  }
  if (response.statusCode === 403 && message === "Invalid or missing CSRF token") return "csrf";
  if (response.statusCode === 429 && message.startsWith("Too many requests.")) {
    return "rate-limited";
  }
  return "reached";
}

const endedSession = (response: LightMyRequestResponse) =>
  response.cookies.some((cookie) => cookie.name === sessionCookieName && cookie.value === "");

function send(caller: Caller, request: FuzzRequest, remoteAddress: string) {
  return t.app.inject({
    method: request.method,
    url: request.url,
    remoteAddress,
    headers: {
      cookie: caller.cookie,
      "x-csrf-token": caller.csrfToken,
      ...(caller.adminSessionId ? { [adminSessionHeader]: caller.adminSessionId } : {}),
      ...(request.body ? { "content-type": request.body.contentType } : {}),
    },
    ...(request.body ? { payload: request.body.payload } : {}),
  });
}

it(
  `answers no arbitrary request to any route with a server error (${numRuns} cases)`,
  async () => {
    const callers = await allCallers();
    // Any caller, any route: each caller's requests are made once and reused every case.
    const cases = fc.oneof(
      ...callers.map((caller, callerIndex) =>
        fc
          .oneof(...t.app.apiRoutes.map((route) => requestTo(route, caller.ownIds)))
          .map((request) => ({ callerIndex, request })),
      ),
    );
    const outcomes = new Map<Outcome, number>();
    const statuses = new Map<number, number>();

    const property = fc.asyncProperty(
      cases,
      fc.tuple(fc.nat(255), fc.nat(255), fc.nat(255)),
      async ({ callerIndex, request }, [a, b, c]) => {
        const caller = callers[callerIndex];
        if (!caller) throw new Error(`no caller ${callerIndex}`);
        // Requests come from many addresses, as from many people, so the per-address
        // limits (signed out, sign-in, sign-up) do not answer for the handlers.
        const response = await send(caller, request, `10.${a}.${b}.${c}`);
        const outcome = outcomeOf(caller, response);
        outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
        statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
        const sentBody = String(request.body?.payload ?? "").slice(0, 300);
        expect(
          response.statusCode,
          `${caller.name}: ${request.method} ${request.url.slice(0, 300)} ${sentBody} → ${response.body.slice(0, 500)}`,
        ).toBeLessThan(500);
        // A request that signed the caller out (or dropped its session) is followed by a new
        // session, so later cases still reach the signed-in routes.
        if (outcome === "lost-session" || outcome === "csrf" || endedSession(response)) {
          const { userId } = caller;
          callers[callerIndex] =
            userId === undefined
              ? await signedOutCaller(caller.name)
              : await signedInAgain({ ...caller, userId });
        }
      },
    );
    const started = performance.now();
    await fc.assert(property, { numRuns, seed, path: process.env.FC_PATH });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);

    const count = (outcome: Outcome) => outcomes.get(outcome) ?? 0;
    const byStatus = [...statuses].sort(([a], [b]) => a - b).map(([s, n]) => `${s}×${n}`);
    console.log(
      `request fuzz (seed ${seed}): ${numRuns} cases in ${seconds} s; ${[...outcomes].map(([o, n]) => `${o} ${n}`).join(", ")}; statuses ${byStatus.join(" ")}`,
    );
    // Most cases must reach validation or a handler, or the run proves nothing.
    expect(count("reached")).toBeGreaterThan(numRuns * 0.7);
    expect(count("rate-limited") + count("csrf") + count("lost-session")).toBeLessThan(
      numRuns * 0.05,
    );
    expect(statuses.get(400) ?? 0).toBeGreaterThan(numRuns * 0.1);
    const succeeded = [...statuses].filter(([status]) => status < 300);
    expect(succeeded.reduce((sum, [, n]) => sum + n, 0)).toBeGreaterThan(numRuns * 0.1);
  },
  15 * 60_000,
);

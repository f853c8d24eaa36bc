// npm run bench:soak — a long run of mixed reads and writes against the built server: 50
// connections (CONNECTIONS), each a closed loop over 4 signed-in users of its own, listing,
// creating, changing and deleting certifications and credits and reading the dashboard, the
// calendar and notifications, for 10 minutes (SOAK_MINUTES, e.g. 0.5 for a short run). Prints
// the requests, the errors by status (goal: none), the throughput, latency percentiles and the
// server's memory (RSS) after the warm-up and at the end (goal: under 10 % growth).
// On the embedded database; on PostgreSQL when BENCH_DATABASE_URL is set (in a database of its
// own, dropped afterwards). Not part of the tests.
import { readFileSync } from "node:fs";
import { availableParallelism, loadavg } from "node:os";
import { addDays, todayIn } from "@common/certifications/calendar-date";
import { z } from "zod";
import { systemClock } from "../src/server/clock";
import {
  certifications,
  creditCertifications,
  educationCredits,
  users,
} from "../src/server/db/schema";
import { signInAs } from "../tests/support/factories";
import { SeededRandom } from "../tests/support/seeded-random";
import { startBenchServer } from "./support/bench-server";
import { figuresOf, ms } from "./support/figures";
import { type Answer, HttpCaller } from "./support/http-caller";

const minutes = Number(process.env.SOAK_MINUTES ?? 10);
const connections = Number(process.env.CONNECTIONS ?? 50);
const seed = Number(process.env.SEED ?? 20_260_101);
const usersPerConnection = 4;
const seededCertifications = 5;
const seededCreditsEach = 4;
const durationMs = minutes * 60_000;
const warmUpMs = Math.min(60_000, Math.max(10_000, durationMs / 10));
const sampleEveryMs = 10_000;
const today = todayIn("UTC", new Date());

/** A signed-in user of the run and what they own. */
type Member = {
  caller: HttpCaller;
  address: string;
  /** Seeded certifications stay; those the run creates may be deleted again. */
  certifications: { id: number; created: boolean; credits: { id: number; created: boolean }[] }[];
};

const bench = await startBenchServer({
  env: { TRUST_PROXY: "true" },
  seed: async (db, { sessionSecret }) => {
    const count = connections * usersPerConnection;
    // Premium, so the free plan's limit of 3 certifications never refuses a create.
    const rows = await db
      .insert(users)
      .values(
        Array.from({ length: count }, (_, n) => ({
          username: `soak${n}`,
          password: "not-a-real-hash",
          email: `soak${n}@example.com`,
          emailVerified: true,
          isSubscriptionOverridden: true,
        })),
      )
      .returning({ id: users.id });
    const owned = await db
      .insert(certifications)
      .values(
        rows.flatMap(({ id: userId }) =>
          Array.from({ length: seededCertifications }, (_, n) => ({
            userId,
            name: `Licence ${n + 1}`,
            provider: "State Board",
            receivedDate: addDays(today, -300 - n * 30),
            expirationDate: addDays(today, 20 + n * 40),
            creditsRequired: 30,
            creditsEarned: seededCreditsEach * 2,
            creditsMissing: 30 - seededCreditsEach * 2,
          })),
        ),
      )
      .returning({ id: certifications.id, userId: certifications.userId });
    const credits = (
      await db
        .insert(educationCredits)
        .values(
          owned.flatMap(({ userId }) =>
            Array.from({ length: seededCreditsEach }, (_, n) => ({
              userId,
              title: `Course ${n + 1}`,
              credits: 2,
              completionDate: addDays(today, -10 - n * 20),
            })),
          ),
        )
        .returning({ id: educationCredits.id })
    ).map(({ id }, n) => {
      const owner = owned[Math.floor(n / seededCreditsEach)];
      if (!owner) throw new Error("a seeded credit has no certification");
      return { id, certificationId: owner.id };
    });
    await db
      .insert(creditCertifications)
      .values(
        credits.map(({ id, certificationId }) => ({ creditId: id, certificationId, cycle: 1 })),
      );
    const members: { cookie: string; certifications: Member["certifications"] }[] = [];
    for (const { id: userId } of rows) {
      const cookie = await signInAs({ db, sessionSecret, clock: systemClock }, userId);
      const own = owned
        .filter((row) => row.userId === userId)
        .map(({ id }) => ({
          id,
          created: false,
          credits: credits
            .filter((credit) => credit.certificationId === id)
            .map((credit) => ({ id: credit.id, created: false })),
        }));
      members.push({ cookie, certifications: own });
    }
    return members;
  },
});

const members: Member[] = bench.seeded.map((seeded, n) => ({
  caller: new HttpCaller(bench.server.url, seeded.cookie),
  address: `10.20.${n >> 8}.${n & 255}`,
  certifications: seeded.certifications,
}));

const certificationBody = (random: SeededRandom, name: string) => ({
  name,
  provider: random.pick(["State Board", "National Registry", "College"]),
  receivedDate: addDays(today, -random.int(100, 700)),
  expirationDate: addDays(today, random.int(1, 700)),
  creditsRequired: random.int(0, 60),
  creditsUnit: random.pick(["hours", "CEUs", "contact hours"]),
});
const creditBody = (random: SeededRandom) => ({
  title: random.pick(["Ethics", "Patient safety", "Infection control", "Documentation"]),
  description: random.chance(0.5) ? "Online course" : null,
  credits: random.int(1, 4),
  completionDate: addDays(today, -random.int(1, 200)),
});

/** The id in the answer to a create. */
const createdSchema = z.object({ id: z.number() });

type Action = {
  name: string;
  weight: number;
  run(member: Member, random: SeededRandom): Promise<Answer>;
};

const send = (
  member: Member,
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE",
  path: string,
  body?: unknown,
) => member.caller.send(method, path, body, { forwardedFor: member.address });

const anyCertification = (member: Member, random: SeededRandom) =>
  random.pick(member.certifications);

async function createCertification(member: Member, random: SeededRandom) {
  const answer = await send(
    member,
    "POST",
    "/api/certifications",
    certificationBody(random, "New licence"),
  );
  if (answer.status === 201) {
    const { id } = createdSchema.parse(JSON.parse(answer.text));
    member.certifications.push({ id, created: true, credits: [] });
  }
  return answer;
}

async function addCredit(member: Member, random: SeededRandom) {
  const certification = anyCertification(member, random);
  const answer = await send(
    member,
    "POST",
    `/api/certifications/${certification.id}/credits`,
    creditBody(random),
  );
  if (answer.status === 201) {
    const { id } = createdSchema.parse(JSON.parse(answer.text));
    certification.credits.push({ id, created: true });
  }
  return answer;
}

const actions: Action[] = [
  {
    name: "GET certifications",
    weight: 15,
    run: (member) => send(member, "GET", "/api/certifications"),
  },
  { name: "GET dashboard", weight: 12, run: (member) => send(member, "GET", "/api/dashboard") },
  {
    name: "GET notifications",
    weight: 10,
    run: (member) => send(member, "GET", "/api/notifications"),
  },
  {
    name: "GET certification",
    weight: 8,
    run: (member, random) =>
      send(member, "GET", `/api/certifications/${anyCertification(member, random).id}`),
  },
  {
    name: "GET credits",
    weight: 8,
    run: (member, random) =>
      send(member, "GET", `/api/certifications/${anyCertification(member, random).id}/credits`),
  },
  {
    name: "GET calendar",
    weight: 5,
    run: (member) =>
      send(member, "GET", `/api/calendar?from=${addDays(today, -7)}&to=${addDays(today, 34)}`),
  },
  { name: "GET activities", weight: 3, run: (member) => send(member, "GET", "/api/activities") },
  { name: "POST certification", weight: 6, run: createCertification },
  {
    name: "PUT certification",
    weight: 6,
    run: (member, random) => {
      const { id } = anyCertification(member, random);
      return send(
        member,
        "PUT",
        `/api/certifications/${id}`,
        certificationBody(random, `Licence ${id}`),
      );
    },
  },
  {
    name: "DELETE certification",
    weight: 6,
    // Deletes what the run created, so the data stays about the same size; with none, creates.
    run: (member, random) => {
      const created = member.certifications.filter((row) => row.created);
      if (created.length === 0) return createCertification(member, random);
      const { id } = random.pick(created);
      member.certifications = member.certifications.filter((row) => row.id !== id);
      return send(member, "DELETE", `/api/certifications/${id}`);
    },
  },
  { name: "POST credit", weight: 8, run: addCredit },
  {
    name: "PUT credit",
    weight: 4,
    run: (member, random) => {
      const credits = member.certifications.flatMap((row) => row.credits);
      if (credits.length === 0) return addCredit(member, random);
      return send(member, "PUT", `/api/credits/${random.pick(credits).id}`, creditBody(random));
    },
  },
  {
    name: "DELETE credit",
    weight: 5,
    run: (member, random) => {
      const owners = member.certifications.filter((row) =>
        row.credits.some((credit) => credit.created),
      );
      if (owners.length === 0) return addCredit(member, random);
      const owner = random.pick(owners);
      const { id } = random.pick(owner.credits.filter((credit) => credit.created));
      owner.credits = owner.credits.filter((credit) => credit.id !== id);
      return send(member, "DELETE", `/api/credits/${id}`);
    },
  },
  {
    name: "PATCH mark all read",
    weight: 1,
    run: (member) => send(member, "PATCH", "/api/notifications/mark-all-read"),
  },
];
const totalWeight = actions.reduce((sum, action) => sum + action.weight, 0);

function pickAction(random: SeededRandom): Action {
  let ticket = random.next() * totalWeight;
  for (const action of actions) {
    ticket -= action.weight;
    if (ticket < 0) return action;
  }
  throw new Error("the weights add up to less than the ticket");
}

function serverRssMb(): number {
  const status = readFileSync(`/proc/${bench.server.pid}/status`, "utf8");
  const kilobytes = Number(status.match(/^VmRSS:\s+(\d+)/m)?.[1] ?? Number.NaN);
  return kilobytes / 1024;
}

/** Answer times after the warm-up, by action. */
const timings = new Map<string, number[]>(actions.map((action) => [action.name, []]));
const errors = new Map<string, number>();
const errorSamples: string[] = [];
let requests = 0;
let measuredRequests = 0;
const countError = (kind: string, sample: string) => {
  errors.set(kind, (errors.get(kind) ?? 0) + 1);
  if (errorSamples.length < 5) errorSamples.push(sample);
};

console.log(
  `Soak: the built server on ${bench.engine === "postgres" ? "PostgreSQL" : "the embedded database (PGlite)"}, ` +
    `${connections} connections, ${members.length} signed-in users, ${minutes} min ` +
    `(the first ${Math.round(warmUpMs / 1000)} s warm up), seed ${seed}; ` +
    `machine load average ${loadavg()[0]?.toFixed(1)} on ${availableParallelism()} cores\n`,
);

const started = performance.now();
const deadline = started + durationMs;
const rssSamples: { atS: number; mb: number }[] = [];
let rssAfterWarmUp: number | undefined;
const sampler = setInterval(() => {
  const elapsed = performance.now() - started;
  const mb = serverRssMb();
  rssSamples.push({ atS: Math.round(elapsed / 1000), mb });
  if (rssAfterWarmUp === undefined && elapsed >= warmUpMs) rssAfterWarmUp = mb;
  if (rssSamples.length % (60_000 / sampleEveryMs) === 0) {
    const errorCount = [...errors.values()].reduce((sum, n) => sum + n, 0);
    console.log(
      `  ${(elapsed / 60_000).toFixed(1)} min: ${requests} requests, ${errorCount} errors, server RSS ${mb.toFixed(1)} MB`,
    );
  }
}, sampleEveryMs);

await Promise.all(
  Array.from({ length: connections }, async (_, connection) => {
    const random = new SeededRandom(seed + connection);
    const own = members.slice(
      connection * usersPerConnection,
      (connection + 1) * usersPerConnection,
    );
    for (let turn = 0; performance.now() < deadline; turn += 1) {
      const member = own[turn % own.length];
      if (!member) throw new Error(`connection ${connection} has no users`);
      const action = pickAction(random);
      try {
        const answer = await action.run(member, random);
        requests += 1;
        if (performance.now() - started - answer.ms >= warmUpMs) {
          measuredRequests += 1;
          timings.get(action.name)?.push(answer.ms);
        }
        if (answer.status >= 400) {
          countError(
            String(answer.status),
            `${action.name}: ${answer.status} ${answer.text.slice(0, 200)}`,
          );
        }
      } catch (error) {
        requests += 1;
        countError("no answer", `${action.name}: ${String(error)}`);
      }
    }
  }),
);
clearInterval(sampler);
const elapsedS = (performance.now() - started) / 1000;
const rssAtEnd = serverRssMb();

try {
  const all = figuresOf([...timings.values()].flat());
  const errorCount = [...errors.values()].reduce((sum, n) => sum + n, 0);
  const byStatus = [...errors].map(([status, n]) => `${status}: ${n}`).join(", ");
  console.log(`\nrequests    ${requests} in ${elapsedS.toFixed(0)} s`);
  console.log(`errors      ${errorCount}${byStatus ? ` (${byStatus})` : ""}; goal 0`);
  for (const sample of errorSamples) console.log(`            e.g. ${sample}`);
  const measuredS = elapsedS - warmUpMs / 1000;
  console.log(
    `throughput  ${(measuredRequests / measuredS).toFixed(1)} requests/s after the warm-up`,
  );
  console.log(
    `latency     p50 ${ms(all.median)}   p95 ${ms(all.p95)}   p99 ${ms(all.p99)}   max ${ms(all.max)}   (after the warm-up)`,
  );
  console.log(`load        machine load average ${loadavg()[0]?.toFixed(1)} at the end`);
  console.log("\nby request                 count      p50        p95        p99");
  for (const [name, values] of timings) {
    const figures = figuresOf(values);
    console.log(
      `  ${name.padEnd(22)} ${String(figures.count).padStart(7)} ${ms(figures.median).padStart(10)} ${ms(figures.p95).padStart(10)} ${ms(figures.p99).padStart(10)}`,
    );
  }
  const start = rssAfterWarmUp ?? rssSamples[0]?.mb ?? rssAtEnd;
  const growth = ((rssAtEnd - start) / start) * 100;
  console.log(
    `\nserver RSS  after warm-up ${start.toFixed(1)} MB, at the end ${rssAtEnd.toFixed(1)} MB: ` +
      `${growth >= 0 ? "+" : ""}${growth.toFixed(1)} % (goal under 10 %); ` +
      `highest ${Math.max(...rssSamples.map((sample) => sample.mb), rssAtEnd).toFixed(1)} MB`,
  );
  console.log(
    `RSS by minute: ${rssSamples
      .filter((_, n) => (n + 1) % (60_000 / sampleEveryMs) === 0)
      .map((sample) => `${Math.round(sample.atS / 60)} min ${sample.mb.toFixed(0)} MB`)
      .join(", ")}`,
  );
} finally {
  await bench.stop();
}

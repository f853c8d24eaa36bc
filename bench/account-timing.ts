// npm run bench:account-timing — whether the answer time of the account endpoints that take an
// email address tells an address with an account from one without. For each endpoint, ROUNDS
// (default 200) requests for addresses with an account and as many for unknown addresses,
// interleaved, one at a time, to the built server over HTTP, after 20 warm-up rounds. Prints
// the mean, median and p95 of each and the difference of the means (goal: under 1 ms) with its
// 95 % interval, and the median difference, both from the pairs of requests sent one after the
// other, so the machine's changing load weighs on both sides of a pair alike.
// On the embedded database; on PostgreSQL when BENCH_DATABASE_URL is set (in a database of its
// own, dropped afterwards). Every request comes from its own address, as from an attacker
// spreading guesses, so per-address limits stay out of the figures.
import { availableParallelism, loadavg } from "node:os";
import { users } from "../src/server/db/schema";
import { startBenchServer } from "./support/bench-server";
import { type Figures, figuresOf, ms } from "./support/figures";
import { HttpCaller } from "./support/http-caller";

const rounds = Number(process.env.ROUNDS ?? 200);
const warmUpRounds = 20;
const endpoints = ["/api/verify-email", "/api/resend-verification", "/api/forgot-password"];
const run = Date.now().toString(36);
const knownAddress = (n: number) => `member${n}@example.com`;

const bench = await startBenchServer({
  env: { TRUST_PROXY: "true" },
  seed: async (db) => {
    // Each account is asked about once per endpoint: within every per-address hourly limit.
    const rows = Array.from({ length: warmUpRounds + rounds }, (_, n) => ({
      username: `member${n}`,
      password: "not-a-real-hash",
      email: knownAddress(n),
      emailVerified: true,
    }));
    await db.insert(users).values(rows);
  },
});

try {
  const caller = new HttpCaller(bench.server.url);
  let requests = 0;
  const ask = async (path: string, email: string) => {
    requests += 1;
    const address = `10.${(requests >> 16) & 255}.${(requests >> 8) & 255}.${requests & 255}`;
    const answer = await caller.send("POST", path, { email }, { forwardedFor: address });
    if (answer.status !== 200) throw new Error(`${path} answered ${answer.status}: ${answer.text}`);
    return answer;
  };

  const timings = new Map<string, { known: number[]; unknown: number[] }>(
    endpoints.map((path) => [path, { known: [], unknown: [] }]),
  );
  for (let round = 0; round < warmUpRounds + rounds; round += 1) {
    for (const path of endpoints) {
      // One address of each kind per round, asked about at every endpoint in turn, so a resend
      // finds the sign-up that verify-email started whichever the kind.
      const known = () => ask(path, knownAddress(round));
      const unknown = () => ask(path, `nobody${round}.${run}@example.org`);
      // Alternating which goes first keeps any drift of the machine out of the difference.
      const [first, second] = round % 2 === 0 ? [known, unknown] : [unknown, known];
      const firstAnswer = await first();
      const secondAnswer = await second();
      if (firstAnswer.text !== secondAnswer.text) {
        throw new Error(`${path} answers differ: ${firstAnswer.text} / ${secondAnswer.text}`);
      }
      if (round < warmUpRounds) continue;
      const entry = timings.get(path);
      const [knownMs, unknownMs] =
        round % 2 === 0 ? [firstAnswer.ms, secondAnswer.ms] : [secondAnswer.ms, firstAnswer.ms];
      entry?.known.push(knownMs);
      entry?.unknown.push(unknownMs);
    }
  }

  console.log(
    `Answer times of the built server on ${bench.engine === "postgres" ? "PostgreSQL" : "the embedded database (PGlite)"}, ` +
      `${rounds} requests per address kind and endpoint, interleaved, after ${warmUpRounds} warm-up rounds; ` +
      `machine load average ${loadavg()[0]?.toFixed(1)} on ${availableParallelism()} cores\n`,
  );
  const row = (label: string, figures: Figures) =>
    `  ${label.padEnd(22)} mean ${ms(figures.mean).padStart(9)}   median ${ms(figures.median).padStart(9)}   p95 ${ms(figures.p95).padStart(9)}`;
  for (const [path, entry] of timings) {
    const known = figuresOf(entry.known);
    const unknown = figuresOf(entry.unknown);
    const pairs = figuresOf(entry.known.map((knownMs, n) => knownMs - (entry.unknown[n] ?? 0)));
    // 95 % interval of the mean difference of the pairs (normal approximation).
    const margin = (1.96 * pairs.sd) / Math.sqrt(pairs.count);
    console.log(`POST ${path}`);
    console.log(row("address with account", known));
    console.log(row("unknown address", unknown));
    const verdict = Math.abs(pairs.mean) < 1 ? "met" : "NOT met";
    const caveat =
      margin > 1
        ? " (the interval is wider than the goal: more ROUNDS or a quieter machine tell)"
        : "";
    console.log(
      `  difference of means (account - unknown) ${ms(pairs.mean)} ± ${ms(margin)} (95 %), ` +
        `median difference ${ms(pairs.median)}; goal under 1 ms: ${verdict}${caveat}\n`,
    );
  }
} finally {
  await bench.stop();
}

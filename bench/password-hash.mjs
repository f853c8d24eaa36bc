// npm run bench:password — the cost of one argon2id hash and verify with CertMinder's
// parameters (src/server/security/password.ts), i.e. the server time a sign-in spends on it.
import { hash, verify } from "@node-rs/argon2";

const options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };
const runs = Number(process.env.RUNS ?? 20);
const stored = await hash("correct horse battery staple", options);
const timings = [];
for (let i = 0; i < runs; i++) {
  const started = performance.now();
  await verify(stored, "correct horse battery staple");
  timings.push(performance.now() - started);
}
timings.sort((a, b) => a - b);
const at = (q) => timings[Math.min(timings.length - 1, Math.floor(q * timings.length))].toFixed(1);
console.log(
  `argon2id m=19456 KiB t=2 p=1, ${runs} verifies: median ${at(0.5)} ms, p90 ${at(0.9)} ms`,
);

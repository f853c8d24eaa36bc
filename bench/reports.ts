// npm run bench:reports — the downloads of an audit: how long the built server takes, and how
// much memory it takes beyond what it held before, to stream the audit packet of a cycle with
// 200 credits and 200 certificate files of 2 MB each (goal: under 10 s and under 150 MB), and
// the transcript PDF of a cycle with 500 credits. Each is downloaded over HTTP by a client that
// counts and discards the bytes, as a browser saving to disk would; the server's RSS is sampled
// every 5 ms (and its high-water mark read) from /proc. For comparison, measured in the same
// run: reading the 200 files from the database one at a time (the least the packet must do),
// and sending as many bytes from a bare HTTP server to the same client (the least the transfer
// costs). Prints figures and ratios.
// On the embedded database; on PostgreSQL when BENCH_DATABASE_URL is set (in a database of its
// own, dropped afterwards). RUNS (default 3) downloads of each. Not part of the tests.
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { eq, sql } from "drizzle-orm";
import { systemClock } from "../src/server/clock";
import type { Database } from "../src/server/db/open";
import { certifications, files, users } from "../src/server/db/schema";
import { signInAs } from "../tests/support/factories";
import { startBenchServer } from "./support/bench-server";

const packetCredits = 200;
const fileBytes = 2 * 1024 * 1024;
const transcriptCredits = 500;
const runs = Number(process.env.RUNS ?? 3);
const mb = (bytes: number) => bytes / (1024 * 1024);
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** 200 credits with a 2 MB PDF each on one certification; 500 credits without on another. */
async function seed(db: Database, sessionSecret: string) {
  const [user] = await db
    .insert(users)
    .values({
      username: "auditor",
      password: "not-a-real-hash",
      email: "auditor@example.com",
      emailVerified: true,
      firstName: "Dana",
      lastName: "Whitfield",
      isSubscriptionOverridden: true,
    })
    .returning({ id: users.id });
  if (!user) throw new Error("no user");
  const period = {
    receivedDate: "2025-01-01",
    expirationDate: "2026-12-31",
    reportingPeriodStart: "2025-01-01",
    reportingPeriodEnd: "2026-12-31",
  };
  const [packet, transcript] = await db
    .insert(certifications)
    .values([
      { userId: user.id, name: "RN License", creditsRequired: 300, ...period },
      { userId: user.id, name: "CPA License", creditsRequired: 750, ...period },
    ])
    .returning({ id: certifications.id });
  if (!packet || !transcript) throw new Error("no certifications");

  // Certificates as scans are: a PDF header, then bytes that do not compress (so the database
  // stores them as they are, as it does real PDFs and photos); one 2 MB body, numbered per file.
  const body = randomBytes(fileBytes - 16);
  for (let n = 1; n <= packetCredits; n += 1) {
    const header = Buffer.from(`%PDF-1.4\n%${String(n).padStart(5, "0")}\n`, "latin1");
    await db.insert(files).values({
      id: `bench-file-${n}`,
      userId: user.id,
      purpose: "certificate",
      contentType: "application/pdf",
      size: fileBytes,
      data: Buffer.concat([header, body]),
    });
  }
  await addCredits(db, user.id, packet.id, packetCredits, true);
  await addCredits(db, user.id, transcript.id, transcriptCredits, false);
  const cookie = await signInAs({ db, sessionSecret, clock: systemClock }, user.id);
  const reference = await readFilesOneByOne(db, user.id);
  return { cookie, packetId: packet.id, transcriptId: transcript.id, reference };
}

async function addCredits(
  db: Database,
  userId: number,
  certificationId: number,
  count: number,
  withCertificate: boolean,
) {
  await db.execute(sql`
    with inserted as (
      insert into education_credits (user_id, title, provider, credits, completion_date,
        categories, certificate_file_id, certificate_name)
      select ${userId}, 'Course ' || n || ': ' || (array['Ethics in practice',
          'Pharmacology update', 'Infection control', 'Patient safety'])[1 + n % 4],
        'Provider ' || (n % 9), 1 + n % 3, '2025-01-01'::date + (n * 3) % 700,
        case when n % 5 = 0 then array['Ethics'] else '{}'::text[] end,
        case when ${withCertificate}::boolean then 'bench-file-' || n end,
        case when ${withCertificate}::boolean then 'certificate-' || n || '.pdf' end
      from generate_series(1, ${count}::int) as n
      returning id
    )
    insert into credit_certifications (credit_id, certification_id, cycle)
    select id, ${certificationId}, 1 from inserted`);
  await db.execute(sql`
    update certifications set credits_earned = (
      select coalesce(sum(e.credits), 0) from credit_certifications s
      join education_credits e on e.id = s.credit_id where s.certification_id = ${certificationId})
    where id = ${certificationId}`);
}

/** The reference for reading: the 200 files, one query each, as the packet reads them. */
async function readFilesOneByOne(db: Database, userId: number) {
  const ids = await db.select({ id: files.id }).from(files).where(eq(files.userId, userId));
  const started = performance.now();
  let bytes = 0;
  for (const { id } of ids) {
    const [row] = await db.select({ data: files.data }).from(files).where(eq(files.id, id));
    bytes += row?.data.length ?? 0;
  }
  return { ms: performance.now() - started, bytes };
}

type Download = { status: number; bytes: number; firstByteMs: number; ms: number };

/** GETs the address and discards the body, counting it. */
function download(url: string, cookie?: string): Promise<Download> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    let firstByteMs = 0;
    let bytes = 0;
    const request = http.get(url, { headers: cookie ? { cookie } : {} }, (response) => {
      response.on("data", (chunk: Buffer) => {
        if (bytes === 0) firstByteMs = performance.now() - started;
        bytes += chunk.length;
      });
      response.on("end", () =>
        resolve({
          status: response.statusCode ?? 0,
          bytes,
          firstByteMs,
          ms: performance.now() - started,
        }),
      );
      response.on("error", reject);
    });
    request.on("error", reject);
  });
}

/** The server's resident memory and its high-water mark, in bytes. */
function memoryOf(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kilobytes = (field: string) =>
    Number(status.match(new RegExp(`^${field}:\\s+(\\d+)`, "m"))?.[1] ?? Number.NaN) * 1024;
  return { rss: kilobytes("VmRSS"), peak: kilobytes("VmHWM") };
}

/** Downloads while sampling the server's memory: the time, and the peak above the start. */
async function measured(pid: number, url: string, cookie: string) {
  const before = memoryOf(pid);
  let highest = before.rss;
  const sampler = setInterval(() => {
    highest = Math.max(highest, memoryOf(pid).rss);
  }, 5);
  try {
    const result = await download(url, cookie);
    if (result.status !== 200) throw new Error(`${url} answered ${result.status}`);
    const after = memoryOf(pid);
    // The high-water mark catches a peak between two samples, once it passes the old one.
    if (after.peak > before.peak) highest = Math.max(highest, after.peak);
    return { ...result, extra: highest - before.rss };
  } finally {
    clearInterval(sampler);
  }
}

/** The reference for sending: a bare server writes `total` bytes to the same client. */
async function bareSend(total: number) {
  const slice = Buffer.alloc(64 * 1024, 0x61);
  const server = http.createServer((_request, response) => {
    let sent = 0;
    const more = () => {
      while (sent < total) {
        sent += slice.length;
        if (!response.write(slice)) return;
      }
      response.end();
    };
    response.on("drain", more);
    more();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  try {
    return await download(`http://127.0.0.1:${port}/`);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

const seedStarted = performance.now();
const bench = await startBenchServer({
  seed: (db, { sessionSecret }) => seed(db, sessionSecret),
});
console.log(
  `${bench.engine === "postgres" ? "PostgreSQL" : "Embedded database (PGlite)"}; seeded and started in ${seconds(performance.now() - seedStarted)}; ${runs} downloads of each\n`,
);
try {
  const { cookie, packetId, transcriptId, reference } = bench.seeded;
  const { pid, url } = bench.server;
  // One small read first, so the figures are of a warm server.
  await measured(pid, `${url}/api/reports/certifications/${packetId}`, cookie);

  const packets = [];
  for (let run = 0; run < runs; run += 1) {
    packets.push(
      await measured(pid, `${url}/api/reports/certifications/${packetId}/packet.zip`, cookie),
    );
  }
  const packetBytes = packets[0]?.bytes ?? 0;
  const sent = await bareSend(packetBytes);
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? 0;
  const packetMs = median(packets.map((run) => run.ms));
  const packetExtra = Math.max(...packets.map((run) => run.extra));

  console.log(
    `Audit packet, ${packetCredits} credits with a ${mb(fileBytes)} MB certificate each (${mb(packetBytes).toFixed(1)} MB ZIP):`,
  );
  for (const [index, run] of packets.entries()) {
    console.log(
      `  run ${index + 1}: ${seconds(run.ms)} (first byte after ${run.firstByteMs.toFixed(0)} ms), ${(mb(run.bytes) / (run.ms / 1000)).toFixed(0)} MB/s, server memory +${mb(run.extra).toFixed(1)} MB at its peak`,
    );
  }
  console.log(
    `  median ${seconds(packetMs)} (goal under 10 s), highest extra memory ${mb(packetExtra).toFixed(1)} MB (goal under 150 MB)`,
  );
  console.log("References, same run:");
  console.log(
    `  reading the ${packetCredits} files from the database one by one: ${seconds(reference.ms)} (${mb(reference.bytes).toFixed(0)} MB)`,
  );
  console.log(
    `  a bare HTTP server sending ${mb(sent.bytes).toFixed(1)} MB to the same client: ${seconds(sent.ms)}`,
  );
  console.log(
    `  packet / (reading + sending) = ${(packetMs / (reference.ms + sent.ms)).toFixed(2)}; packet / reading = ${(packetMs / reference.ms).toFixed(2)}`,
  );

  const transcripts = [];
  for (let run = 0; run < runs; run += 1) {
    transcripts.push(
      await measured(
        pid,
        `${url}/api/reports/certifications/${transcriptId}/transcript.pdf`,
        cookie,
      ),
    );
  }
  console.log(`\nTranscript PDF, ${transcriptCredits} credits:`);
  for (const [index, run] of transcripts.entries()) {
    console.log(
      `  run ${index + 1}: ${seconds(run.ms)} (first byte after ${run.firstByteMs.toFixed(0)} ms), ${(run.bytes / 1024).toFixed(0)} KB, server memory +${mb(run.extra).toFixed(1)} MB at its peak`,
    );
  }
} finally {
  await bench.stop();
}

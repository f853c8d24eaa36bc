// npm run bench:capture — how well and how fast the built server reads certificates: the corpus
// (tests/support/certificate-corpus) as text PDFs, as scans (PNG) and as phone photos (JPEG),
// each uploaded through POST /api/captures by its user and polled until ready, one at a time,
// with one reader (CAPTURE_WORKERS=1). Each user has a certification asking for the
// certificate's own userCategories, so the reader matches the words to them. Prints, per format
// and per field, the share read exactly; how many completion dates were a distractor date (a
// release, issue, expiry, print or birth date); the median and p95 time from upload to ready;
// and the server's peak RSS (sampled every 10 ms from /proc) while it reads the photos, first
// after it starts. For
// comparison, measured in the same run: the PDFs' text layers read in this process with
// readPdfText alone (the least a PDF's reading costs). The capture is polled every 100 ms (the
// rate limit allows a user no more), so times are up to 100 ms late.
// SCANS (default all 66) and PHOTOS (default 20) choose how many of the corpus are read as
// scans and as photos. On the embedded database; on PostgreSQL when BENCH_DATABASE_URL is set.
import { readFileSync } from "node:fs";
import { type CaptureFieldName, captureFieldNames } from "@common/capture/capture-fields";
import { captureSchema } from "@common/captures";
import { systemClock } from "../src/server/clock";
import type { Database } from "../src/server/db/open";
import { certifications, users } from "../src/server/db/schema";
import { readPdfText } from "../src/server/features/captures/reading/read-pdf-text";
import {
  type CorpusCertificate,
  certificateCorpus,
} from "../tests/support/certificate-corpus/certificate-corpus";
import { photoOf, scanOf } from "../tests/support/certificate-corpus/certificate-images";
import { signInAs } from "../tests/support/factories";
import { startBenchServer } from "./support/bench-server";
import { figuresOf } from "./support/figures";
import { HttpCaller } from "./support/http-caller";

const corpus = certificateCorpus();
const scanCount = Math.min(corpus.length, Number(process.env.SCANS ?? corpus.length));
const photoCount = Math.min(corpus.length, Number(process.env.PHOTOS ?? 20));
const mb = (bytes: number) => bytes / (1024 * 1024);
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const percent = (share: number) => `${(share * 100).toFixed(1)} %`;

type Format = {
  name: "text PDF" | "scan" | "photo";
  contentType: string;
  extension: string;
  goal: { exact: number; medianMs: number };
  files: { certificate: CorpusCertificate; bytes: Buffer }[];
};

/** One user per profession, each with a certification asking for its categories. */
async function seed(db: Database, sessionSecret: string) {
  const cookies = new Map<string, string>();
  for (const certificate of corpus) {
    if (cookies.has(certificate.profession)) continue;
    const [user] = await db
      .insert(users)
      .values({
        username: `reader_${cookies.size}`,
        password: "not-a-real-hash",
        email: `reader_${cookies.size}@example.com`,
        emailVerified: true,
        isSubscriptionOverridden: true,
      })
      .returning({ id: users.id });
    if (!user) throw new Error("no user");
    await db.insert(certifications).values({
      userId: user.id,
      name: `${certificate.profession} license`,
      creditsRequired: 30,
      creditsUnit: certificate.fields.creditsUnit ?? "hours",
      requirements: {
        categories: certificate.userCategories.map((name) => ({
          name,
          kind: "minimum" as const,
          credits: 1,
        })),
        carryOver: null,
      },
    });
    cookies.set(
      certificate.profession,
      await signInAs({ db, sessionSecret, clock: systemClock }, user.id),
    );
  }
  return { cookies };
}

/** The server's resident memory now, in bytes. */
function rssOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(status.match(/^VmRSS:\s+(\d+)/m)?.[1] ?? Number.NaN) * 1024;
}

type Reading = {
  certificate: CorpusCertificate;
  ms: number;
  status: string;
  fields: Record<CaptureFieldName, unknown> | null;
};

/** Uploads the file as its certificate's user and polls until it is read. */
async function readThroughApi(
  url: string,
  cookie: string,
  format: Format,
  file: Format["files"][number],
): Promise<Reading> {
  const caller = new HttpCaller(url, cookie);
  const name = `${file.certificate.id}.${format.extension}`;
  const started = performance.now();
  const uploaded = await caller.upload(
    `/api/captures?name=${encodeURIComponent(name)}`,
    file.bytes,
    format.contentType,
  );
  if (uploaded.status !== 202) throw new Error(`${name}: upload answered ${uploaded.status}`);
  const { id } = captureSchema.parse(JSON.parse(uploaded.text));
  for (;;) {
    const answer = await caller.get(`/api/captures/${id}`);
    if (answer.status !== 200)
      throw new Error(`${name}: GET answered ${answer.status} ${answer.text}`);
    const capture = captureSchema.parse(JSON.parse(answer.text));
    if (capture.status === "ready" || capture.status === "failed") {
      return {
        certificate: file.certificate,
        ms: performance.now() - started,
        status: capture.status,
        fields: capture.fields,
      };
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Whether the field was read exactly; categories compare as sets. */
function exact(reading: Reading, field: CaptureFieldName): boolean {
  const truth = reading.certificate.fields[field];
  const read = reading.fields?.[field] ?? null;
  if (field === "categories") {
    const sorted = (value: unknown) => (Array.isArray(value) ? [...value].sort() : []);
    return JSON.stringify(sorted(read)) === JSON.stringify(sorted(truth));
  }
  return read === truth;
}

function fromDistractor(reading: Reading): boolean {
  const date = reading.fields?.completionDate;
  return (
    typeof date === "string" &&
    date !== reading.certificate.fields.completionDate &&
    reading.certificate.distractorDates.includes(date)
  );
}

const prepared = performance.now();
const pdfs = await Promise.all(
  corpus.map(async (certificate) => ({ certificate, bytes: await certificate.pdf() })),
);
const scans = [];
for (const { certificate, bytes } of pdfs.slice(0, scanCount)) {
  scans.push({ certificate, bytes: await scanOf(bytes, certificate.id) });
}
const photos = [];
for (const { certificate, bytes } of pdfs.slice(0, photoCount)) {
  photos.push({ certificate, bytes: await photoOf(bytes, certificate.id) });
}
const formats: Format[] = [
  {
    name: "text PDF",
    contentType: "application/pdf",
    extension: "pdf",
    goal: { exact: 0.97, medianMs: 1500 },
    files: pdfs,
  },
  {
    name: "scan",
    contentType: "image/png",
    extension: "png",
    goal: { exact: 0.93, medianMs: 8000 },
    files: scans,
  },
  {
    name: "photo",
    contentType: "image/jpeg",
    extension: "jpg",
    goal: { exact: 0.88, medianMs: 8000 },
    files: photos,
  },
];

// The reference: each PDF's text layer read here, without the server, the database or the queue.
const bare: number[] = [];
for (const { bytes } of pdfs) {
  const started = performance.now();
  await readPdfText(bytes);
  bare.push(performance.now() - started);
}

const bench = await startBenchServer({
  seed: (db, { sessionSecret }) => seed(db, sessionSecret),
  env: { CAPTURE_WORKERS: "1" },
});
console.log(
  `${bench.engine === "postgres" ? "PostgreSQL" : "Embedded database (PGlite)"}; one reader (CAPTURE_WORKERS=1); ` +
    `${pdfs.length} text PDFs, ${scans.length} scans, ${photos.length} photos made in ${seconds(performance.now() - prepared)}\n`,
);

try {
  const results = new Map<Format["name"], Reading[]>();
  let photoPeak = 0;
  let photoStart = 0;
  // The photos first, so the server's memory while reading them is not what the scans left.
  for (const format of [...formats].reverse()) {
    const readings: Reading[] = [];
    const sampling = format.name === "photo";
    if (sampling) photoStart = rssOf(bench.server.pid);
    let peak = photoStart;
    const sampler = sampling
      ? setInterval(() => {
          peak = Math.max(peak, rssOf(bench.server.pid));
        }, 10)
      : undefined;
    for (const file of format.files) {
      const cookie = bench.seeded.cookies.get(file.certificate.profession);
      if (!cookie) throw new Error(`no user for ${file.certificate.profession}`);
      readings.push(await readThroughApi(bench.server.url, cookie, format, file));
    }
    clearInterval(sampler);
    if (sampling) photoPeak = Math.max(peak, rssOf(bench.server.pid));
    results.set(format.name, readings);
  }

  const column = (text: string, width: number) => text.padStart(width);
  console.log("Fields read exactly, per format");
  console.log(
    `${"".padEnd(16)}${formats.map((format) => column(`${format.name} (${format.files.length})`, 18)).join("")}`,
  );
  for (const field of captureFieldNames) {
    const cells = formats.map((format) => {
      const readings = results.get(format.name) ?? [];
      const share = readings.filter((reading) => exact(reading, field)).length / readings.length;
      return column(percent(share), 18);
    });
    console.log(`${field.padEnd(16)}${cells.join("")}`);
  }
  const allExact = formats.map((format) => {
    const readings = results.get(format.name) ?? [];
    const fields = readings.flatMap((reading) =>
      captureFieldNames.map((field) => exact(reading, field)),
    );
    return fields.filter(Boolean).length / fields.length;
  });
  console.log(
    `${"all fields".padEnd(16)}${allExact.map((share) => column(percent(share), 18)).join("")}`,
  );
  console.log(
    `${"goal".padEnd(16)}${formats.map((format) => column(`≥ ${percent(format.goal.exact)}`, 18)).join("")}`,
  );
  console.log(
    `${"failed".padEnd(16)}${formats.map((format) => column(String((results.get(format.name) ?? []).filter((reading) => reading.status === "failed").length), 18)).join("")}`,
  );
  console.log(
    `${"date distractor".padEnd(16)}${formats.map((format) => column(String((results.get(format.name) ?? []).filter(fromDistractor).length), 18)).join("")}   goal: 0`,
  );

  console.log("\nTime from upload to ready, one at a time");
  console.log(
    `${"".padEnd(16)}${["median", "p95", "max", "goal (median)"].map((head) => column(head, 16)).join("")}`,
  );
  for (const format of formats) {
    const figures = figuresOf((results.get(format.name) ?? []).map((reading) => reading.ms));
    console.log(
      `${format.name.padEnd(16)}${[figures.median, figures.p95, figures.max].map((value) => column(seconds(value), 16)).join("")}${column(`≤ ${seconds(format.goal.medianMs)}`, 16)}`,
    );
  }
  const reference = figuresOf(bare);
  console.log(
    `${"readPdfText".padEnd(16)}${[reference.median, reference.p95, reference.max].map((value) => column(seconds(value), 16)).join("")}   (the text layer alone, in this process)`,
  );

  console.log(
    `\nServer RSS while reading ${photos.length} photos: ${mb(photoStart).toFixed(0)} MB before, ` +
      `${mb(photoPeak).toFixed(0)} MB at its peak (goal ≤ 600 MB${bench.engine === "postgres" ? "" : "; on the embedded database, whose own ~230 MB are in the server's process: compare with BENCH_DATABASE_URL set"})`,
  );

  const misses = formats.flatMap((format) =>
    (results.get(format.name) ?? []).flatMap((reading) =>
      captureFieldNames
        .filter((field) => !exact(reading, field))
        .map((field) => ({ format: format.name, reading, field })),
    ),
  );
  if (misses.length > 0) {
    console.log("\nFields not read exactly");
    for (const { format, reading, field } of misses) {
      const read = JSON.stringify(reading.fields?.[field] ?? null);
      const truth = JSON.stringify(reading.certificate.fields[field]);
      console.log(
        `  ${format.padEnd(9)}${reading.certificate.id.padEnd(40)}${field.padEnd(15)}read ${read}, is ${truth}`,
      );
    }
  }
} finally {
  await bench.stop();
}

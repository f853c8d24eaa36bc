// npm run bench:web — the first load of the web app on a phone (issue 17), in one run on this
// machine. Run after a build (the npm script builds first).
//
// 1. What each route loads first, from dist/web alone: index.html's script, modulepreload and
//    stylesheet links, plus the page's lazy chunk with its static imports and styles (and the
//    signed-in frame's chunk for the pages inside it), resolved through Vite's manifest
//    (dist/web/.vite/manifest.json). Printed compressed as gzip (level 9) and brotli (quality
//    11) as the server sends them (the build's own .gz and .br beside each file where it
//    writes them), against the goals: /auth at most 100 KB, any route at most 200 KB (brotli;
//    gzip is printed beside it).
// 2. Lighthouse (mobile, its default simulated throttling, performance only) with Debian's
//    Chromium (CHROME_PATH, default /usr/bin/chromium) against the built server on a fresh
//    embedded database (PostgreSQL with BENCH_DATABASE_URL, in a database of its own that is
//    dropped afterwards), seeded with one user holding 8 certifications with credits, two of
//    them due soon: /auth signed out, / and /certifications signed in with that user's session
//    cookie, as a returning user who has seen the guided tours (FIRST_VISIT=true: with no tour
//    seen, so the page's tour starts). Each page RUNS times (default 3) in a new browser; each
//    figure printed is the median of its runs. Goal: performance at least 95.
//
// SIZES_ONLY=true prints the sizes and skips Lighthouse; REPORT_DIR=<folder> also writes each
// run's Lighthouse report there (JSON, readable in the Lighthouse viewer). Not part of the tests.
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { addDays, todayIn } from "@common/certifications/calendar-date";
import * as chromeLauncher from "chrome-launcher";
import { eq } from "drizzle-orm";
import lighthouse from "lighthouse";
import puppeteer from "puppeteer-core";
import { tourNames } from "../src/common/tour-names";
import { systemClock } from "../src/server/clock";
import { createDemoAccount } from "../src/server/db/demo-account";
import type { Database } from "../src/server/db/open";
import {
  certifications,
  creditCertifications,
  educationCredits,
  users,
} from "../src/server/db/schema";
import { recountCredits } from "../src/server/features/credits/recount-credits";
import { appPageList } from "../src/web/app-pages";
import * as pages from "../src/web/pages";
import { completedToursKey } from "../src/web/tours/completed-tours";
import { signInAs } from "../tests/support/factories";
import { startBenchServer } from "./support/bench-server";

const webRoot = "dist/web";
const runs = Number(process.env.RUNS ?? 3);
const chromePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

// ---------------------------------------------------------------- 1. what each route loads

type ManifestChunk = { file: string; imports?: string[]; css?: string[] };
const manifest: Record<string, ManifestChunk> = JSON.parse(
  readFileSync(path.join(webRoot, ".vite/manifest.json"), "utf8"),
);
const indexHtml = readFileSync(path.join(webRoot, "index.html"), "utf8");

/** index.html's own scripts, preloaded modules and style sheets: what every route loads. */
const everyRoute = [
  ...indexHtml.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g),
].map((match) => match[1] as string);

/** A module's chunk, the chunks it imports statically, and their styles. */
function chunkClosure(key: string, into = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build's manifest`);
  if (into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const style of chunk.css ?? []) into.add(style);
  for (const imported of chunk.imports ?? []) chunkClosure(imported, into);
  return into;
}

/** Each page component of pages.ts and the module (relative to src/web) it is loaded from. */
const pagesSource = readFileSync("src/web/pages.ts", "utf8");
function pageModule(component: pages.Page): string {
  const name = Object.entries(pages).find(([, value]) => value === component)?.[0];
  const match = name
    ? pagesSource.match(
        new RegExp(`export const ${name} = lazyPage\\(\\s*\\(\\) => import\\("\\./([^"]+)"\\)`),
      )
    : null;
  if (!match?.[1]) throw new Error(`no lazy import found for ${name ?? "a page"} in pages.ts`);
  const key = ["tsx", "ts"]
    .map((extension) => `${match[1]}.${extension}`)
    .find((k) => k in manifest);
  if (!key) throw new Error(`${match[1]} is not in the build's manifest`);
  return key;
}

/**
 * The signed-in frame (layout, menus, tours) the pages nobody signed out may open render in,
 * and the admin area's gate in front of the admin pages.
 */
const framedModules = ["signed-in-pages.tsx"].filter((key) => key in manifest);
const adminModules = ["features/admin/admin-gate.tsx"].filter((key) => key in manifest);

/**
 * A file's size as sent: the build's own `.br` / `.gz` beside it when there are (the server
 * sends those, and the file itself where the build kept none, as for the smallest files);
 * compressed here with the same settings when the build writes none.
 */
const buildCompresses = readdirSync(path.join(webRoot, "assets")).some((name) =>
  name.endsWith(".br"),
);
const compressed = new Map<string, { gzip: number; brotli: number; raw: number }>();
function sizeOf(file: string) {
  let size = compressed.get(file);
  if (!size) {
    const full = path.join(webRoot, file);
    const bytes = readFileSync(full);
    const sent = (suffix: string, compress: () => Buffer) => {
      if (!buildCompresses) return compress().length;
      return existsSync(full + suffix) ? statSync(full + suffix).size : bytes.length;
    };
    size = {
      raw: bytes.length,
      gzip: sent(".gz", () => gzipSync(bytes, { level: 9 })),
      brotli: sent(".br", () =>
        brotliCompressSync(bytes, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 11,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
          },
        }),
      ),
    };
    compressed.set(file, size);
  }
  return size;
}

type RouteSize = {
  path: string;
  files: number;
  raw: number;
  gzip: number;
  brotli: number;
  goal: number;
};
const routeSizes: RouteSize[] = [];
const routes = [
  ...appPageList.map((page) => ({
    path: page.path,
    modules: [
      pageModule(page.component),
      ...(page.access === "signed-out" || page.access === "public" ? [] : framedModules),
      ...(page.access === "admin" ? adminModules : []),
    ],
  })),
  { path: "(any other path: 404)", modules: [pageModule(pages.NotFoundPage)] },
];
for (const route of routes) {
  const files = new Set(everyRoute);
  for (const key of route.modules) chunkClosure(key, files);
  const total = { raw: 0, gzip: 0, brotli: 0 };
  for (const file of files) {
    const size = sizeOf(file);
    total.raw += size.raw;
    total.gzip += size.gzip;
    total.brotli += size.brotli;
  }
  routeSizes.push({
    path: route.path,
    files: files.size,
    ...total,
    goal: route.path === "/auth" ? 100_000 : 200_000,
  });
}

console.log(
  "\nJS and CSS each route loads first (index.html's links + the page's chunk and its static imports)",
);
console.log(
  `${"route".padEnd(30)} ${"files".padStart(5)} ${"raw".padStart(10)} ${"gzip".padStart(10)} ${"brotli".padStart(10)} ${"goal".padStart(10)}`,
);
for (const route of routeSizes) {
  console.log(
    `${route.path.padEnd(30)} ${String(route.files).padStart(5)} ${kb(route.raw).padStart(10)} ${kb(route.gzip).padStart(10)} ${kb(route.brotli).padStart(10)} ${`≤ ${kb(route.goal)}`.padStart(10)}  ${route.brotli <= route.goal ? "PASS" : "FAIL"}`,
  );
}

if (process.env.SIZES_ONLY === "true") process.exit(0);

// ---------------------------------------------------------------- 2. Lighthouse

/**
 * The demo account (3 certifications, credits, reminders, activity) and 5 more certifications
 * with a credit each: 8 in all, the nearest deadlines 20 and 45 days away. Answers the
 * demo user's session cookie.
 */
async function seed(db: Database, { sessionSecret }: { sessionSecret: string }) {
  await createDemoAccount(db);
  const [user] = await db.select().from(users).where(eq(users.username, "demo"));
  if (!user) throw new Error("the demo account was not created");
  const today = todayIn(user.timeZone, systemClock.now());
  const more = [
    ["Advanced Cardiovascular Life Support (ACLS)", "American Heart Association", 45, 16],
    ["Pediatric Advanced Life Support (PALS)", "American Heart Association", 210, 14],
    ["Trauma Nursing Core Course (TNCC)", "Emergency Nurses Association", 400, 0],
    ["Certified Emergency Nurse (CEN)", "BCEN", 600, 100],
    ["Compact Multistate RN License", "State Board of Nursing", 900, 24],
  ] as const;
  const added = await db
    .insert(certifications)
    .values(
      more.map(([name, provider, dueInDays, creditsRequired]) => ({
        userId: user.id,
        name,
        provider,
        receivedDate: addDays(today, dueInDays - 730),
        expirationDate: addDays(today, dueInDays),
        reportingPeriodStart: creditsRequired ? addDays(today, dueInDays - 730) : null,
        reportingPeriodEnd: creditsRequired ? addDays(today, dueInDays) : null,
        creditsRequired,
        creditsUnit: "contact hours" as const,
      })),
    )
    .returning();
  for (const [index, certification] of added.entries()) {
    if (!certification.creditsRequired) continue;
    const [credit] = await db
      .insert(educationCredits)
      .values({
        userId: user.id,
        title: `Continuing education course ${index + 1}`,
        provider: "Meridian Health Learning",
        credits: 4,
        completionDate: addDays(today, -30 * (index + 1)),
      })
      .returning();
    if (!credit) throw new Error("a credit was not created");
    await db
      .insert(creditCertifications)
      .values({ creditId: credit.id, certificationId: certification.id, cycle: 1 });
  }
  await recountCredits(
    db,
    added.map((certification) => certification.id),
    systemClock.now(),
  );
  return { cookie: await signInAs({ db, sessionSecret, clock: systemClock }, user.id) };
}

const chromeFlags = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

type Figures = {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  speedIndex: number;
  unusedJsKib: number;
};

/**
 * One Lighthouse run in a new browser. A run that fails to record its trace (NO_NAVSTART and
 * the like, which Lighthouse itself says to retry) is run again, up to three times.
 */
async function runLighthouse(url: string, cookie?: string, attempt = 1): Promise<Figures> {
  try {
    return await runLighthouseOnce(url, cookie);
  } catch (error) {
    if (attempt >= 3) throw error;
    console.warn(`${url}: ${error instanceof Error ? error.message : error}; running again`);
    return runLighthouse(url, cookie, attempt + 1);
  }
}

const firstVisit = process.env.FIRST_VISIT === "true";

async function runLighthouseOnce(url: string, cookie?: string): Promise<Figures> {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags, logLevel: "silent" });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  try {
    const page = await browser.newPage();
    const returning = cookie !== undefined && !firstVisit;
    if (returning) {
      // The tours seen, stored the way the app stores them, from a page of the origin that
      // loads none of the app's files, so the browser's cache stays empty.
      await page.goto(new URL("/api/health", url).toString());
      await page.evaluate(
        (key, value) => localStorage.setItem(key, value),
        completedToursKey,
        JSON.stringify(tourNames),
      );
    }
    const result = await lighthouse(
      url,
      {
        onlyCategories: ["performance"],
        logLevel: "error",
        output: "json",
        // Lighthouse would otherwise clear the storage set above; the cache is empty anyway.
        disableStorageReset: returning,
        ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
      },
      undefined,
      page,
    );
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
    if (process.env.REPORT_DIR) {
      mkdirSync(process.env.REPORT_DIR, { recursive: true });
      const name = `${new URL(url).pathname.replace(/\W+/g, "-").replace(/^-|-$/g, "") || "home"}-${Date.now()}.json`;
      writeFileSync(path.join(process.env.REPORT_DIR, name), JSON.stringify(lhr));
    }
    const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const unused = lhr.audits["unused-javascript"]?.details;
    const unusedBytes =
      unused && "overallSavingsBytes" in unused ? Number(unused.overallSavingsBytes ?? 0) : 0;
    return {
      score: Math.round((lhr.categories.performance?.score ?? Number.NaN) * 100),
      fcp: value("first-contentful-paint"),
      lcp: value("largest-contentful-paint"),
      tbt: value("total-blocking-time"),
      cls: value("cumulative-layout-shift"),
      speedIndex: value("speed-index"),
      unusedJsKib: unusedBytes / 1024,
    };
  } finally {
    await browser.disconnect();
    chrome.kill();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

const server = await startBenchServer({ seed });
const lighthouseRows: { page: string; figures: Figures; scores: number[] }[] = [];
try {
  const pagesToRun = [
    { page: "/auth (signed out)", url: `${server.server.url}/auth` },
    { page: "/ (signed in)", url: `${server.server.url}/`, cookie: server.seeded.cookie },
    {
      page: "/certifications (signed in)",
      url: `${server.server.url}/certifications`,
      cookie: server.seeded.cookie,
    },
  ];
  for (const { page, url, cookie } of pagesToRun) {
    const all: Figures[] = [];
    for (let run = 0; run < runs; run++) all.push(await runLighthouse(url, cookie));
    const figures = Object.fromEntries(
      (Object.keys(all[0] as Figures) as (keyof Figures)[]).map((key) => [
        key,
        median(all.map((one) => one[key])),
      ]),
    ) as Figures;
    lighthouseRows.push({ page, figures, scores: all.map((one) => one.score) });
  }
} finally {
  await server.stop();
}

console.log(
  `\nLighthouse ${lighthouseVersion()} mobile, simulated throttling, performance; median of ${runs} runs each (${server.engine}; signed in ${firstVisit ? "on a first visit, the page's tour starting" : "as a returning user, tours seen"})`,
);
console.log(
  `${"page".padEnd(28)} ${"score".padStart(5)} ${"FCP".padStart(8)} ${"LCP".padStart(8)} ${"TBT".padStart(8)} ${"CLS".padStart(6)} ${"SI".padStart(8)} ${"unused JS".padStart(10)}  runs`,
);
for (const { page, figures, scores } of lighthouseRows) {
  const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  console.log(
    `${page.padEnd(28)} ${String(figures.score).padStart(5)} ${seconds(figures.fcp).padStart(8)} ${seconds(figures.lcp).padStart(8)} ${`${figures.tbt.toFixed(0)} ms`.padStart(8)} ${figures.cls.toFixed(3).padStart(6)} ${seconds(figures.speedIndex).padStart(8)} ${`${figures.unusedJsKib.toFixed(0)} KiB`.padStart(10)}  ${scores.join(", ")}  ${figures.score >= 95 ? "PASS" : "FAIL"} (goal ≥ 95)`,
  );
}

function lighthouseVersion(): string {
  return JSON.parse(readFileSync("node_modules/lighthouse/package.json", "utf8")).version;
}

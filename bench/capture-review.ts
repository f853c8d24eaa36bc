// npm run bench:capture-review — issue 31's "Done means": is adding a year of certificates by
// dropping them faster than typing them? The same ten certificates of the corpus
// (tests/support/certificate-corpus, text PDFs completed by today, in hours) are added in the
// same run two ways, each by a scripted person in Chromium (playwright-core, CHROMIUM_PATH,
// default /usr/bin/chromium) against the built server, on a desktop screen, each way into a
// certification of its own user:
//
// - dropped: Add from certificate, the ten dropped at once, each reviewed once read (every
//   field compared with the certificate, and typed again only where it was misread), Save and
//   next, Save on the last;
// - typed: Add Credit ten times, typing the title, provider, credits and completion date,
//   ticking the certificate's categories among those the certification asks for, and
//   attaching the certificate's file. The credits unit is the certification's, so the form has
//   no unit to type.
//
// Each way ends when the certification's page lists the ten credits with their certificates.
// A script types and clicks far faster than a person, so beside its time the bench counts the
// person's actions and estimates her time with the Keystroke-Level Model (printed with the
// table). RUNS (default 3) runs both ways in turn, the order swapped each run; the time printed
// is the median. On the embedded database; on PostgreSQL when BENCH_DATABASE_URL is set.
import { loadavg } from "node:os";
import { addDays, todayIn } from "@common/certifications/calendar-date";
import { creditSchema } from "@common/certifications/credit";
import { type Browser, chromium, type Locator, type Page } from "playwright-core";
import { z } from "zod";
import { tourNames } from "../src/common/tour-names";
import { systemClock } from "../src/server/clock";
import type { Database } from "../src/server/db/open";
import { certifications, users } from "../src/server/db/schema";
import { completedToursKey } from "../src/web/tours/completed-tours";
import { type DroppedFile, dropFiles } from "../tests/e2e/support/drop-files";
import {
  type CorpusCertificate,
  certificatesInHoursBy,
} from "../tests/support/certificate-corpus/certificate-corpus";
import { signInAs } from "../tests/support/factories";
import { startBenchServer } from "./support/bench-server";
import { figuresOf } from "./support/figures";
import { HttpCaller } from "./support/http-caller";

const runs = Math.max(1, Number(process.env.RUNS ?? 3));
const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const today = todayIn("UTC", new Date());
const ways = ["dropped", "typed"] as const;
type Way = (typeof ways)[number];

const ten = certificatesInHoursBy(today);
const firstDay = ten.map((one) => one.fields.completionDate ?? today).sort()[0] ?? today;
/** The categories the certification asks for: those of the ten's professions. */
const asked = [...new Set(ten.flatMap((one) => one.userCategories))];

/**
 * The Keystroke-Level Model's operators (Card, Moran and Newell, "The keystroke-level model for
 * user performance time with interactive systems", Communications of the ACM 23(7), 1980): an
 * estimate of an average person, not a measurement of one.
 */
const model = {
  /** K for an average non-secretary typist, about 40 words a minute. */
  keystroke: 0.28,
  /** P (point with the mouse, 1.1 s) and a button's press and release (B, 0.1 s each). */
  click: 1.3,
  /** H: the hand from mouse to keyboard or back. */
  home: 0.4,
  /** M: the mental act of reading one value off the certificate, to type it or to check it. */
  field: 1.35,
};

/** What the person does: fields read off the certificate, keys pressed, clicks, hand moves. */
type Tally = { fields: number; keystrokes: number; clicks: number; homes: number };
const noTally = (): Tally => ({ fields: 0, keystrokes: 0, clicks: 0, homes: 0 });

/** A person's keystrokes for a date in Chromium's date field: the digits of MM DD YYYY. */
const dateKeystrokes = 8;

type Seat = { cookie: string; certificationId: number };

/** A user with a certification in hours covering the ten, for each way of each run. */
async function seed(db: Database, sessionSecret: string): Promise<Map<string, Seat>> {
  const seats = new Map<string, Seat>();
  for (let run = 0; run < runs; run++) {
    for (const way of ways) {
      const name = `${way}_${run}`;
      const [user] = await db
        .insert(users)
        .values({
          username: name,
          password: "not-a-real-hash",
          email: `${name}@example.com`,
          emailVerified: true,
        })
        .returning({ id: users.id });
      if (!user) throw new Error("no user");
      const [certification] = await db
        .insert(certifications)
        .values({
          userId: user.id,
          name: "PE",
          creditsRequired: 40,
          creditsUnit: "hours",
          reportingPeriodStart: firstDay,
          reportingPeriodEnd: addDays(today, 400),
          requirements: {
            categories: asked.map((name) => ({ name, kind: "minimum" as const, credits: 1 })),
            carryOver: null,
          },
        })
        .returning({ id: certifications.id });
      if (!certification) throw new Error("no certification");
      const cookie = await signInAs({ db, sessionSecret, clock: systemClock }, user.id);
      seats.set(name, { cookie, certificationId: certification.id });
    }
  }
  return seats;
}

const files: DroppedFile[] = await Promise.all(
  ten.map(async (one, index) => ({
    name: `certificate-${index + 1}.pdf`,
    type: "application/pdf",
    base64: (await one.pdf()).toString("base64"),
  })),
);
const truthOf = new Map(files.map((file, index) => [file.name, ten[index] as CorpusCertificate]));

/** The page of the certification, signed in with the seat's cookie, tours seen. */
async function openCertification(browser: Browser, url: string, seat: Seat): Promise<Page> {
  const context = await browser.newContext({
    baseURL: url,
    viewport: { width: 1280, height: 800 },
  });
  const [name, ...value] = seat.cookie.split("=");
  await context.addCookies([{ name: name ?? "", value: value.join("="), url }]);
  await context.addInitScript(
    ([key, names]) => {
      if (window.localStorage) localStorage.setItem(key, JSON.stringify(names));
    },
    [completedToursKey, [...tourNames]] as const,
  );
  const page = await context.newPage();
  await page.goto(`/certifications/${seat.certificationId}`);
  await page.getByRole("heading", { name: "Credits", exact: true }).waitFor();
  return page;
}

/** Waits until the certification's page lists the ten credits, each with its certificate. */
async function tenListed(page: Page) {
  const views = page
    .getByRole("region", { name: "Credits" })
    .getByRole("link", { name: /^View certificate for / });
  await views.nth(9).waitFor();
}

/** Fills a field with what the certificate says, when it does not say it already. */
async function checkField(
  page: Page,
  label: string,
  truth: string,
  same: (shown: string) => boolean,
  tally: Tally,
  keystrokes = truth.length,
) {
  tally.fields += 1;
  const field = page.getByLabel(label, { exact: true });
  if (same(await field.inputValue())) return;
  await field.fill(truth);
  tally.clicks += 1;
  tally.keystrokes += keystrokes;
  tally.homes += 2;
}

/** Answers when the ten were all ready to review, in ms from `started`. */
async function byDropping(page: Page, certificationId: number, tally: Tally, started: number) {
  await page.getByRole("button", { name: "Add from certificate" }).click();
  tally.clicks += 1;
  await dropFiles(page, files);
  // One drag from the file manager, the ten chosen with the mouse.
  tally.clicks += 2;
  const rows = page
    .getByRole("dialog", { name: "Add from certificate" })
    .getByRole("list", { name: "Certificates sent" })
    .getByRole("listitem");
  for (const file of files) {
    await rows.filter({ hasText: file.name }).getByText("Ready to review").waitFor();
  }
  const ready = performance.now() - started;
  await rows.first().getByRole("link", { name: "Review" }).click();
  tally.clicks += 1;
  for (let count = 1; count <= files.length; count++) {
    const shown = page.getByRole("img", { name: /^The certificate: / }).first();
    const title = (await shown.getAttribute("alt")) ?? "";
    const truth = truthOf.get(/^The certificate: (.+?\.pdf)/.exec(title)?.[1] ?? "")?.fields;
    if (!truth) throw new Error(`${title} is not one of the ten`);
    await checkField(page, "Title", truth.title ?? "", (shown) => shown === truth.title, tally);
    await checkField(
      page,
      "Provider",
      truth.provider ?? "",
      (shown) => shown === truth.provider,
      tally,
    );
    await checkField(
      page,
      "Credits",
      String(truth.credits),
      (shown) => Number(shown) === truth.credits,
      tally,
    );
    await checkField(
      page,
      "Completion date",
      truth.completionDate ?? "",
      (shown) => shown === truth.completionDate,
      tally,
      dateKeystrokes,
    );
    // The categories read show checked; she looks at them once.
    if (truth.categories.length > 0) tally.fields += 1;
    const address = page.url();
    tally.clicks += 1;
    if (count < files.length) {
      await page.getByRole("button", { name: "Save and next" }).click();
      await page.waitForURL((url) => url.href !== address);
      // The next review says what was saved, in the page.
      await page.getByRole("status").filter({ hasText: "Credit added: saved" }).waitFor();
      tally.clicks += 1;
    } else {
      await page.getByRole("button", { name: "Save", exact: true }).click();
      await page.waitForURL(`**/certifications/${certificationId}`);
    }
  }
  await tenListed(page);
  return ready;
}

/** Types into the dialog's field after clicking it. */
async function typeInto(
  dialog: Locator,
  label: string,
  text: string,
  tally: Tally,
  keys = text.length,
) {
  await dialog.getByLabel(label, { exact: true }).fill(text);
  tally.fields += 1;
  tally.clicks += 1;
  tally.keystrokes += keys;
  tally.homes += 2;
}

async function byTyping(page: Page, tally: Tally) {
  for (const [name, certificate] of truthOf) {
    const truth = certificate.fields;
    await page.getByRole("button", { name: "Add Credit" }).click();
    tally.clicks += 1;
    const dialog = page.getByRole("dialog", { name: "Add Credit" });
    await dialog.getByLabel("Title", { exact: true }).waitFor();
    await typeInto(dialog, "Title", truth.title ?? "", tally);
    await typeInto(dialog, "Provider", truth.provider ?? "", tally);
    await typeInto(dialog, "Credits", String(truth.credits), tally);
    await typeInto(dialog, "Completion date", truth.completionDate ?? "", tally, dateKeystrokes);
    // The certification's categories are offered as chips: she ticks the certificate's.
    for (const category of truth.categories) {
      await dialog.getByRole("checkbox", { name: category, exact: true }).check();
      tally.fields += 1;
      tally.clicks += 1;
    }
    const file = files.find((one) => one.name === name);
    await dialog.getByLabel("Certificate", { exact: true }).setInputFiles({
      name,
      mimeType: "application/pdf",
      buffer: Buffer.from(file?.base64 ?? "", "base64"),
    });
    // The picker's button, then the file in the system's dialog (a double-click).
    tally.clicks += 2;
    await dialog.getByRole("button", { name: "Save Credit" }).click();
    tally.clicks += 1;
    await dialog.waitFor({ state: "hidden" });
  }
  await tenListed(page);
}

const savedCredits = z.array(creditSchema);

/** Whether the seat's certification holds the ten as the certificates say, with their files. */
async function holdsTheTen(url: string, seat: Seat): Promise<boolean> {
  const answer = await new HttpCaller(url, seat.cookie).get(
    `/api/certifications/${seat.certificationId}/credits?pageSize=100`,
  );
  const credits = savedCredits.parse(JSON.parse(answer.text));
  const key = (fields: {
    title: string | null;
    provider: string | null;
    credits: number | null;
    completionDate: string | null;
    categories: string[];
  }) =>
    JSON.stringify([
      fields.title,
      fields.provider,
      fields.credits,
      fields.completionDate,
      [...fields.categories].sort(),
    ]);
  const saved = credits.map((credit) => key(credit)).sort();
  const truth = ten.map((one) => key(one.fields)).sort();
  return (
    credits.every((credit) => credit.certificateUrl !== null) &&
    JSON.stringify(saved) === JSON.stringify(truth)
  );
}

const bench = await startBenchServer({
  seed: (db, { sessionSecret }) => seed(db, sessionSecret),
});
const browser = await chromium.launch({
  executablePath: chromiumPath,
  headless: true,
  args: ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking"],
});
const url = bench.server.url;
const times: Record<Way, number[]> = { dropped: [], typed: [] };
const readyTimes: number[] = [];
const tallies: Record<Way, Tally> = { dropped: noTally(), typed: noTally() };
const complete: Record<Way, boolean> = { dropped: true, typed: true };

try {
  console.log(
    `${bench.engine === "postgres" ? "PostgreSQL" : "Embedded database (PGlite)"}; ` +
      `${ten.length} certificates in hours (text PDFs); ${runs} run(s), each way once a run; ` +
      `load average ${loadavg()[0]?.toFixed(1)} at the start\n`,
  );
  for (let run = 0; run < runs; run++) {
    const order = run % 2 === 0 ? ways : ([...ways].reverse() as Way[]);
    for (const way of order) {
      const seat = bench.seeded.get(`${way}_${run}`);
      if (!seat) throw new Error(`no seat for ${way} ${run}`);
      const page = await openCertification(browser, url, seat);
      const tally = noTally();
      const started = performance.now();
      if (way === "dropped") {
        readyTimes.push(await byDropping(page, seat.certificationId, tally, started));
      } else await byTyping(page, tally);
      times[way].push(performance.now() - started);
      tallies[way] = tally;
      complete[way] &&= await holdsTheTen(url, seat);
      await page.context().close();
      console.log(`  run ${run + 1}, ${way}: ${((times[way].at(-1) ?? 0) / 1000).toFixed(1)} s`);
    }
  }

  const scriptSeconds = (way: Way) => figuresOf(times[way]).median / 1000;
  const person = (way: Way) => {
    const tally = tallies[way];
    return (
      scriptSeconds(way) +
      tally.keystrokes * model.keystroke +
      tally.clicks * model.click +
      tally.homes * model.home +
      tally.fields * model.field
    );
  };
  const cell = (text: string, width: number) => text.padStart(width);
  const minutes = (seconds: number) =>
    `${Math.floor(seconds / 60)} min ${String(Math.round(seconds % 60)).padStart(2, "0")} s`;
  console.log(
    `\n${"way".padEnd(10)}${["script time", "fields", "keystrokes", "clicks", "hand moves", "person (estimate)"].map((head, index) => cell(head, index === 5 ? 20 : 13)).join("")}`,
  );
  for (const way of ways) {
    const tally = tallies[way];
    console.log(
      `${way.padEnd(10)}${[
        `${scriptSeconds(way).toFixed(1)} s`,
        String(tally.fields),
        String(tally.keystrokes),
        String(tally.clicks),
        String(tally.homes),
      ]
        .map((text) => cell(text, 13))
        .join("")}${cell(minutes(person(way)), 20)}`,
    );
  }
  console.log(
    `\nTyped ÷ dropped: ${(person("typed") / person("dropped")).toFixed(1)}× for a person (estimate), ` +
      `${(scriptSeconds("typed") / scriptSeconds("dropped")).toFixed(1)}× for the script`,
  );
  const ready = figuresOf(readyTimes).median / 1000;
  console.log(
    `Dropped: the ten sent and read in ${ready.toFixed(1)} s, then reviewed and saved in ` +
      `${(scriptSeconds("dropped") - ready).toFixed(1)} s (each review shows its PDF's pages drawn by the server)`,
  );
  console.log(
    `The ten saved as the certificates say, each with its file: dropped ${complete.dropped ? "yes" : "NO"}, typed ${complete.typed ? "yes" : "NO"}`,
  );
  console.log(
    "\nScript time: median of the runs, from the certification's page to the ten credits listed" +
      "\n(the app's own time, uploads and reading included, with the script's near-instant typing)." +
      "\nPerson (estimate) = script time + the actions counted, timed by the Keystroke-Level Model" +
      "\n(Card, Moran and Newell 1980) — an assumption, not a measurement of a person:" +
      `\n  keystroke ${model.keystroke} s (K, average typist, about 40 words a minute);` +
      ` click ${model.click} s (point 1.1 s and a button's press and release);` +
      `\n  hand between mouse and keyboard ${model.home} s (H);` +
      ` each value read off the certificate, to type or to check it, ${model.field} s (M).` +
      "\nA date typed is 8 keystrokes (MM DD YYYY); attaching a file is 2 clicks besides the picker's dialog.",
  );
} finally {
  await browser.close();
  await bench.stop();
}

import { tourNames } from "@common/tour-names";
import { completedToursKey } from "@web/tours/completed-tours";
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type ConsoleMessage,
  chromium,
  type Page,
} from "playwright-core";
import { afterEach, expect, inject } from "vitest";
import { setUpResource } from "../../support/set-up-resource";
import type { AppWithAccounts } from "./app-with-accounts";

export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** Debian's Chromium, headless, with a fresh profile and no calls to outside services. */
function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
}

type TestPage = {
  page: Page;
  context: BrowserContext;
  /** Console errors, page errors and failed same-origin requests seen so far. */
  problems: string[];
};

/**
 * Chromium logs every non-OK response as a console error. A 401 from /api/user is how the
 * app learns nobody is signed in, so it is not a problem.
 */
function isSignedOutAnswer(message: ConsoleMessage): boolean {
  const url = message.location().url;
  return message.text().includes("status of 401") && !!url && new URL(url).pathname === "/api/user";
}

/**
 * Chromium tells only the page, by a `securitypolicyviolation` event, when something breaks
 * the Content-Security-Policy (an eval, an inline script); this makes each one a console error.
 */
function reportPolicyViolations() {
  document.addEventListener("securitypolicyviolation", (event) => {
    console.error(
      `Content-Security-Policy violation: ${event.violatedDirective} refused ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`,
    );
  });
}

/** What the browser says about the Content-Security-Policy, whatever the message's level. */
function isAboutThePolicy(message: ConsoleMessage): boolean {
  return /Content[- ]Security[- ]Policy/i.test(message.text());
}

/**
 * The page's Content-Security-Policy reports (violations and the browser's messages about the
 * policy) from now on, for a test that asserts there are none; the page's test fails on them
 * anyway.
 */
export function policyReports(page: Page): string[] {
  const reports: string[] = [];
  page.on("console", (message) => {
    if (isAboutThePolicy(message)) reports.push(message.text());
  });
  return reports;
}

/**
 * A page in a new context pointed at the server under test, recording anything that went
 * wrong, a Content-Security-Policy violation included. The guided tours are marked as seen, so
 * they do not cover what a test clicks, unless `tours` is "fresh" (a browser that has never
 * run a tour). `bypassCSP` lets a test inject axe-core.
 */
async function openPage(
  browser: Browser,
  {
    viewport = { width: 1280, height: 800 },
    baseURL = inject("baseUrl"),
    tours = "seen",
    bypassCSP = false,
    storageState,
  }: {
    viewport?: { width: number; height: number };
    baseURL?: string;
    tours?: "seen" | "fresh";
    bypassCSP?: boolean;
    storageState?: BrowserContextOptions["storageState"];
  } = {},
): Promise<TestPage> {
  const context = await browser.newContext({ baseURL, viewport, bypassCSP, storageState });
  await context.addInitScript(reportPolicyViolations);
  if (tours === "seen") {
    await context.addInitScript(
      ([key, names]) => {
        // A frame showing a file (a PDF beside its review) has no storage of its own.
        if (!window.localStorage) return;
        if (localStorage.getItem(key) === null) localStorage.setItem(key, JSON.stringify(names));
      },
      [completedToursKey, [...tourNames]] as const,
    );
  }
  const page = await context.newPage();
  const problems: string[] = [];
  page.on("console", (message) => {
    if ((message.type() !== "error" && !isAboutThePolicy(message)) || isSignedOutAnswer(message)) {
      return;
    }
    problems.push(`console: ${message.text()} (${message.location().url})`);
  });
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  return { page, context, problems };
}

export type PageOptions = {
  /** Starts signed in as this account of the app given to setUpBrowser (its session cookie). */
  signedInAs?: string;
  /** With signedInAs an administrator: also signed into the admin area (adminSessionId). */
  inAdminArea?: boolean;
  viewport?: { width: number; height: number };
  /**
   * "fresh": a browser that has never run a guided tour; by default they are all seen. The
   * account keeps the tours its browsers completed: a "seen" browser completes them all for it.
   */
  tours?: "seen" | "fresh";
  /** Lets the test inject axe-core. */
  bypassCSP?: boolean;
};

export type Pages = {
  /**
   * A new page, in a new browser context, for the running test: closed after it, and the test
   * fails if the page recorded a problem (a console error, a page error).
   */
  open(options?: PageOptions): Promise<Page>;
  /**
   * A page for a story told test after test (open it in a beforeAll): closed after the file's
   * tests, and the file fails if the page recorded a problem.
   */
  openForFile(options?: PageOptions): Promise<Page>;
};

/**
 * Chromium for the tests of this file: launched before them and closed after them by hooks it
 * registers. Pages open on `app` (setUpAppWithAccounts), or else on the server the e2e run
 * started. `allowProblem` tells apart what a test provokes on purpose (a refused code).
 */
export function setUpBrowser({
  app,
  allowProblem = () => false,
}: {
  app?: Pick<AppWithAccounts, "server" | "signedIn" | "inAdminArea">;
  allowProblem?: (problem: string) => boolean;
} = {}): Pages {
  const testPages: TestPage[] = [];
  const filePages: TestPage[] = [];

  /** Closes the pages; answers the problems they recorded. */
  async function close(pages: TestPage[]): Promise<string[]> {
    const problems: string[] = [];
    for (const open of pages.splice(0)) {
      problems.push(...open.problems.filter((problem) => !allowProblem(problem)));
      await open.context.close();
    }
    return problems;
  }

  const browser = setUpResource("Chromium", launchBrowser, async (chromium) => {
    const problems = await close(filePages);
    await chromium.close();
    expect(problems).toEqual([]);
  });

  afterEach(async () => {
    expect(await close(testPages)).toEqual([]);
  });

  async function open(
    into: TestPage[],
    { signedInAs, inAdminArea = false, ...options }: PageOptions = {},
  ): Promise<Page> {
    const states = inAdminArea ? app?.inAdminArea : app?.signedIn;
    const storageState = signedInAs === undefined ? undefined : states?.[signedInAs];
    if (signedInAs !== undefined && !storageState) {
      throw new Error(
        `no ${inAdminArea ? "administrator" : "account"} ${signedInAs}: set it up with setUpAppWithAccounts`,
      );
    }
    const opened = await openPage(browser, { ...options, baseURL: app?.server.url, storageState });
    into.push(opened);
    return opened.page;
  }

  return {
    open: (options) => open(testPages, options),
    openForFile: (options) => open(filePages, options),
  };
}

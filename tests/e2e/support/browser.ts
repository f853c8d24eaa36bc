import { completedToursKey } from "@web/tours/completed-tours";
import { tourNames } from "@web/tours/tour-names";
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type ConsoleMessage,
  chromium,
  type Page,
} from "playwright-core";
import { inject } from "vitest";

export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** Debian's Chromium, headless, with a fresh profile and no calls to outside services. */
export function launchBrowser(): Promise<Browser> {
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

export type TestPage = {
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
 * A page in a new context pointed at the server under test, recording anything that went
 * wrong. The guided tours are marked as seen, so they do not cover what a test clicks, unless
 * `tours` is "fresh" (a browser that has never run a tour). `bypassCSP` lets a test inject
 * axe-core.
 */
export async function openPage(
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
  if (tours === "seen") {
    await context.addInitScript(
      ([key, names]) => {
        if (localStorage.getItem(key) === null) localStorage.setItem(key, JSON.stringify(names));
      },
      [completedToursKey, [...tourNames]] as const,
    );
  }
  const page = await context.newPage();
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() !== "error" || isSignedOutAnswer(message)) return;
    problems.push(`console: ${message.text()} (${message.location().url})`);
  });
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  return { page, context, problems };
}

import { appendFileSync } from "node:fs";
import type { Reporter, TestModule } from "vitest/node";

/** One test's time against its timeout (the hang guard it would fail at). */
export type TestTiming = { name: string; milliseconds: number; timeout: number };

/** One test file's time, as `npm test` prints it at the end of the run. */
export type FileTiming = {
  project: string;
  file: string;
  tests: number;
  /** Milliseconds from the file's start to its end: set-up, import and every test and hook. */
  milliseconds: number;
  /** The file's tests that took the largest share of their timeout, at most three. */
  closest: TestTiming[];
};

/**
 * Appends one JSON line per finished test file to the file named by TEST_TIMINGS_FILE, so
 * scripts/test.mjs can name the slowest files and each project's time once every Vitest run it
 * started has ended. Without the variable it does nothing.
 */
export default class TimingsReporter implements Reporter {
  private readonly target = process.env.TEST_TIMINGS_FILE;

  onTestModuleEnd(testModule: TestModule) {
    if (!this.target) return;
    const diagnostic = testModule.diagnostic();
    const closest: TestTiming[] = [];
    for (const test of testModule.children.allTests()) {
      const milliseconds = test.diagnostic()?.duration;
      const timeout = test.options.timeout;
      if (milliseconds === undefined || !timeout) continue;
      closest.push({ name: test.fullName, milliseconds: Math.round(milliseconds), timeout });
    }
    closest.sort((a, b) => b.milliseconds / b.timeout - a.milliseconds / a.timeout);
    const timing: FileTiming = {
      project: testModule.project.name,
      file: testModule.relativeModuleId,
      tests: [...testModule.children.allTests()].length,
      milliseconds: Math.round(
        diagnostic.environmentSetupDuration +
          diagnostic.prepareDuration +
          diagnostic.collectDuration +
          diagnostic.setupDuration +
          diagnostic.duration,
      ),
      closest: closest.slice(0, 3),
    };
    appendFileSync(this.target, `${JSON.stringify(timing)}\n`);
  }
}

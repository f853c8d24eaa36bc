import { z } from "zod";

/**
 * zod compiles a faster parser for each object schema with `new Function`, and probes whether
 * it may when it builds the first one. The Content-Security-Policy forbids eval (decision 001),
 * so in the browser even the probe is reported as a violation. The server keeps the same rule,
 * and the tests run as both do. zod reads this when each schema is built, so the web app's and
 * the server's entry points (and the test setup) import this module before any other.
 */
z.config({ jitless: true });

import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { refuseBeyond } from "../shared/refuse-beyond";

/** How often a user may call the routes of one kind, and what a refusal says. */
type RouteLimitRule = {
  /** Calls a minute, of all the routes of the kind together. */
  perMinute: number;
  /** The refusal's first sentence; the wait follows it ("Please try again in 30 seconds."). */
  tooMany: string;
};

/** The kinds of per-user limit a route can state in its config (`limit`). */
export const routeLimits = {
  /**
   * Downloads a user may start in a minute (transcripts, CSVs, shared packets, backups and
   * spreadsheet exports together): a transcript of 500 credits takes about half a second of
   * the server's time, so 30 a minute keeps one account from taking a core for itself, while
   * an audit (a transcript, a CSV and a packet or two, each cycle) never comes close.
   */
  downloads: { perMinute: 30, tooMany: "Too many downloads." },
  /**
   * Spreadsheet dry runs and imports a user may send in a minute: each reads up to 5 MB and
   * 10,000 rows (about a second of the server's time), and a person checking a file and fixing
   * it sends a few.
   */
  imports: { perMinute: 20, tooMany: "Too many imports." },
  /**
   * Renewal plans a user may have solved in a minute (the plan, its PDF and a planned course's
   * completion, which solves the plan it records from): a plan of 20 certifications and 500
   * courses took 1.5 to 3.4 seconds here (measured through GET /api/planner on PGlite, the
   * solver reaching its time limit), so 10 a minute keeps one account to half a core at most,
   * while someone changing preferences and reading the new plan each time rarely comes close.
   */
  plans: { perMinute: 10, tooMany: "Too many plans." },
} as const satisfies Record<string, RouteLimitRule>;

/** A kind of per-user limit: `downloads`, `imports` or `plans`. */
export type RouteLimit = keyof typeof routeLimits;

const limitKinds = Object.keys(routeLimits) as RouteLimit[];

declare module "fastify" {
  interface FastifyContextConfig {
    /** The per-user limit the route counts toward (see routeLimitsPlugin). */
    limit?: RouteLimit;
  }
}

/**
 * Per-user limits declared once per route (`config: { limit: "downloads" }`) and counted in one
 * place, in memory per instance like the general API limit: by the signed-in user, else by the
 * address (a share link's visitor). Counted once access and the request's validation have
 * passed and before the handler produces anything; beyond the kind's allowance, 429 with
 * Retry-After and "Too many downloads. Please try again in N seconds.".
 */
export const routeLimitsPlugin = fp(
  async (app: FastifyInstance) => {
    const counts = new Map(
      limitKinds.map((kind) => [
        kind,
        app.createRateLimit({
          max: routeLimits[kind].perMinute,
          timeWindow: 60_000,
          keyGenerator: (request) => `${kind}:${request.session.userId ?? request.ip}`,
        }),
      ]),
    );

    app.addHook("onRoute", (route) => {
      const limit = route.config?.limit;
      if (limit !== undefined && !limitKinds.includes(limit)) {
        throw new Error(`${route.url} states an unknown limit "${String(limit)}"`);
      }
    });

    app.addHook("preHandler", async (request, reply) => {
      const limit = request.routeOptions.config.limit;
      const count = limit === undefined ? undefined : counts.get(limit);
      if (limit === undefined || count === undefined) return;
      const { tooMany } = routeLimits[limit];
      await refuseBeyond(
        count,
        request,
        reply,
        (retryIn) => `${tooMany} Please try again in ${retryIn}.`,
      );
    });
  },
  { name: "route-limits", dependencies: ["rate-limits", "sessions"] },
);

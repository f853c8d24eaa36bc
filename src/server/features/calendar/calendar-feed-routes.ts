import {
  calendarFeedCreatedSchema,
  calendarFeedCreateSchema,
  calendarFeedStateSchema,
  calendarFeedUpdateSchema,
} from "@common/calendar-feed";
import type { FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { FeatureDeps } from "../../feature-deps";
import { featureRoutes } from "../../plugins/feature-routes";
import { HttpError } from "../../shared/http-error";
import { routeOptions } from "../../shared/route-options";
import {
  createCalendarFeed,
  readCalendarFeed,
  revokeCalendarFeed,
  updateCalendarFeed,
} from "./calendar-feed";
import { feedFetchLimits } from "./feed-fetch-limits";
import { feedTokenOf } from "./feed-token";
import { notModified, serveFeed } from "./serve-feed";

const feedRoute = "/ics/:file";

/** `:file` of a feed: `<token>.ics`; anything else answers 404 without a query. */
const feedParamsSchema = z.object({ file: z.string().max(200) });

/**
 * How long a calendar app (or a proxy of the owner's) may keep a fetched feed without asking
 * again; a change made in CertMinder reaches the calendar at most this much later than its
 * next poll.
 */
const feedMaxAgeSeconds = 15 * 60;

/** A feed is nobody's to index, and its address must not travel on in a Referer header. */
function privateAnswer(reply: FastifyReply) {
  return reply.header("x-robots-tag", "noindex, nofollow").header("referrer-policy", "no-referrer");
}

/**
 * The calendar subscription feed. Its owner (signed in) reads, creates (again), changes and
 * revokes it; calendar apps fetch `/ics/<token>.ics` without an account or a session.
 */
export const calendarFeedRoutes = featureRoutes(
  "calendar-feed",
  async (app, { db, clock, config }: FeatureDeps) => {
    const routes = app.withTypeProvider<ZodTypeProvider>();

    const limits = feedFetchLimits(
      app,
      (request) => feedParamsSchema.safeParse(request.params).data?.file ?? "",
    );

    app.addHook("onSend", async (request, reply) => {
      if (request.routeOptions.url !== feedRoute) return;
      privateAnswer(reply);
      if (reply.statusCode >= 400) reply.header("cache-control", "no-store");
    });

    routes.get(
      "/api/calendar-feed",
      routeOptions("signed-in", {
        summary: "The user's calendar feed",
        description: "Its settings, or null when the user has none.",
        response: { 200: calendarFeedStateSchema },
      }),
      async (request) => readCalendarFeed(db, request.user.id),
    );

    routes.post(
      "/api/calendar-feed",
      routeOptions("signed-in", {
        summary: "Create the calendar feed, or give it a new address",
        description:
          "Answers the private address, shown this once; a previous address stops working at once.",
        body: calendarFeedCreateSchema,
        response: { 201: calendarFeedCreatedSchema },
      }),
      async (request, reply) => {
        const created = await createCalendarFeed(
          { db, clock, appUrl: config.appUrl },
          request.user.id,
          request.body,
        );
        return reply.status(201).header("cache-control", "no-store").send(created);
      },
    );

    routes.patch(
      "/api/calendar-feed",
      routeOptions("signed-in", {
        summary: "Change what the calendar feed includes",
        description: "Answers 404 when the user has no feed.",
        body: calendarFeedUpdateSchema,
        response: { 200: calendarFeedStateSchema },
      }),
      async (request) => updateCalendarFeed(db, request.user.id, request.body),
    );

    routes.delete(
      "/api/calendar-feed",
      routeOptions("signed-in", {
        summary: "Revoke the calendar feed",
        description: "Its address stops working at once; answers 404 when the user has no feed.",
        response: { 200: calendarFeedStateSchema },
      }),
      async (request) => revokeCalendarFeed(db, request.user.id),
    );

    routes.get(
      feedRoute,
      { config: { access: "public" }, schema: { params: feedParamsSchema } },
      async (request, reply) => {
        await limits.countAddress(request, reply);
        const token = feedTokenOf(request.params.file);
        if (token === null) throw new HttpError(404, "Not found");
        await limits.countFeed(request, reply);
        const served = await serveFeed({ db, clock, appUrl: config.appUrl }, token);
        if (!served) throw new HttpError(404, "Not found");
        reply
          .header("etag", served.etag)
          .header("last-modified", served.lastModified.toUTCString())
          .header("cache-control", `private, max-age=${feedMaxAgeSeconds}`);
        const ifNoneMatch = request.headers["if-none-match"];
        const ifModifiedSince = request.headers["if-modified-since"];
        if (notModified(served, ifNoneMatch, ifModifiedSince)) return reply.status(304).send();
        return reply.header("content-type", "text/calendar; charset=utf-8").send(served.body());
      },
    );
  },
);

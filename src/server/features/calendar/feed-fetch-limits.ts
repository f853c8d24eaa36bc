import { normalizeIP } from "@fastify/rate-limit";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { refuseBeyond } from "../../shared/refuse-beyond";
import { feedTokenHash } from "./feed-token";

/**
 * Fetches of one feed an hour (decision record "calendar feed"): an app polling every 5
 * minutes on four devices makes 48; beyond 120 something is looping.
 */
export const feedFetchesPerHour = 120;

/**
 * Fetches of feeds from one address a minute: the general API ceiling (decision record 011),
 * since hundreds of people of an office or hospital poll their feeds through one address.
 */
export const feedFetchesPerAddressPerMinute = 1000;

/**
 * The limits of feed fetches, in memory per instance as the general API limit: per address
 * (checked first, before anything is read) and per feed (once the path names a token), each
 * answering 429 with Retry-After beyond its allowance. `tokenOf` reads the token of a request;
 * a feed is counted by the token's hash, so the token is kept nowhere, memory included.
 */
export function feedFetchLimits(
  app: FastifyInstance,
  tokenOf: (request: FastifyRequest) => string,
) {
  const perAddress = app.createRateLimit({
    max: feedFetchesPerAddressPerMinute,
    timeWindow: 60_000,
    keyGenerator: (request) => `calendar-feed-address:${normalizeIP(request.ip)}`,
  });
  const perFeed = app.createRateLimit({
    max: feedFetchesPerHour,
    timeWindow: 60 * 60_000,
    keyGenerator: (request) => `calendar-feed:${feedTokenHash(tokenOf(request))}`,
  });
  return {
    countAddress: (request: FastifyRequest, reply: FastifyReply) =>
      refuseBeyond(
        perAddress,
        request,
        reply,
        (retryIn) => `Too many requests. Please try again in ${retryIn}.`,
      ),
    countFeed: (request: FastifyRequest, reply: FastifyReply) =>
      refuseBeyond(
        perFeed,
        request,
        reply,
        (retryIn) => `This calendar feed was fetched too often. Please try again in ${retryIn}.`,
      ),
  };
}

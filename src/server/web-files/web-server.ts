import { createServer, type Server } from "node:http";
import type { FastifyServerFactory } from "fastify";
import { answerWebRequest } from "./answer-web-request";
import type { WebFiles } from "./web-files";

/**
 * The HTTP server, answering the web app's files and pages from memory before Fastify routes
 * the request: they need no session, limit, CSRF or access check, and skipping Fastify's
 * request objects, hooks and request log lines is what makes them cheap. Everything else
 * goes to Fastify.
 */
export function serverAnsweringWebFilesFirst(web: WebFiles): FastifyServerFactory<Server> {
  return (handler, options) => {
    const server = createServer((request, response) => {
      if (!answerWebRequest(web, request, response)) handler(request, response);
    });
    // What Fastify sets on the servers it creates itself.
    server.keepAliveTimeout = Number(options.keepAliveTimeout);
    server.requestTimeout = Number(options.requestTimeout);
    server.setTimeout(Number(options.connectionTimeout));
    if (Number(options.maxRequestsPerSocket) > 0) {
      server.maxRequestsPerSocket = Number(options.maxRequestsPerSocket);
    }
    return server;
  };
}

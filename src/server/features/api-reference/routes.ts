import { createHash } from "node:crypto";
import { openApiDocumentPath, openApiDocumentSchema } from "@common/api-reference";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { featureRoutes } from "../../plugins/feature-routes";
import { routeOptions } from "../../shared/route-options";

type ServedDocument = { json: string; etag: string };

/**
 * The API's OpenAPI document: built from the route table on its first request (the routes
 * never change while the app runs), then answered from memory with an ETag, so a client that
 * has it gets 304 without the body.
 */
export const apiReferenceRoutes = featureRoutes(
  "api-reference",
  async (app: FastifyInstance) => {
    let served: ServedDocument | undefined;
    const document = (): ServedDocument => {
      if (!served) {
        // The root instance's swagger decorator: it sees every route of the app.
        const json = JSON.stringify(app.swagger());
        const hash = createHash("sha256").update(json).digest("base64url");
        served = { json, etag: `"${hash.slice(0, 27)}"` };
      }
      return served;
    };

    app.get(
      openApiDocumentPath,
      routeOptions("public", {
        summary: "The API's contract as an OpenAPI 3.1 document",
        response: {
          200: openApiDocumentSchema,
          304: z
            .null()
            .describe("Not modified: the client holds the document named by If-None-Match"),
        },
      }),
      async (request, reply) => {
        const { json, etag } = document();
        reply.header("etag", etag).header("cache-control", "public, no-cache");
        if (request.headers["if-none-match"] === etag) return reply.status(304).send();
        // Already JSON: Fastify sends a string of this type as it is.
        return reply.type("application/json; charset=utf-8").send(json);
      },
    );
  },
  { needs: ["openapi"] },
);

import { existsSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

/**
 * Serves the built web app. Any GET for a page (not a file, not /api) answers index.html,
 * so a reload on a deep link works; unknown /api paths answer a JSON 404.
 */
export const webApp = fp<{ root: string | undefined }>(
  async (app: FastifyInstance, options) => {
    const root = options.root;
    const hasWebApp = root !== undefined && existsSync(path.join(root, "index.html"));
    if (hasWebApp) {
      await app.register(fastifyStatic, {
        root,
        wildcard: true,
        setHeaders: (response, filePath) => {
          const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
          response.header(
            "cache-control",
            isHashedAsset ? "public, max-age=31536000, immutable" : "no-cache",
          );
        },
      });
    }

    app.setNotFoundHandler((request, reply) => {
      const isPage =
        (request.method === "GET" || request.method === "HEAD") &&
        !request.url.startsWith("/api/") &&
        !path.extname(request.url.split("?")[0] ?? "");
      if (hasWebApp && isPage) {
        reply.header("cache-control", "no-cache");
        // A share link's page shows someone's audit packet: never indexed by a search engine.
        if (request.url.startsWith("/shared/")) reply.header("x-robots-tag", "noindex, nofollow");
        return reply.sendFile("index.html");
      }
      return reply.status(404).send({ message: "Not found" });
    });
  },
  { name: "web-app" },
);

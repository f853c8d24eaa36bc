import type { FastifyPluginAsync } from "fastify";
import fp from "fastify-plugin";
import type { FeatureDeps } from "../feature-deps";

/**
 * A feature's routes as a plugin: encapsulated (a content parser or error handler it adds
 * stays its own), named `<feature>-routes`, and refused at start-up unless the plugins it
 * needs were registered first: sessions, CSRF and access always, any other it names.
 */
export function featureRoutes(
  feature: string,
  routes: FastifyPluginAsync<FeatureDeps>,
  { needs = [] }: { needs?: string[] } = {},
) {
  return fp(routes, {
    name: `${feature}-routes`,
    encapsulate: true,
    dependencies: ["sessions", "csrf", "access", ...needs],
  });
}

import type { FastifyPluginAsync } from "fastify";
import fp from "fastify-plugin";
import type { FeatureDeps } from "../feature-deps";

/**
 * A feature's routes as a plugin: encapsulated (a content parser or error handler it adds
 * stays its own), named `<feature>-routes`, and refused at start-up unless the plugins it
 * needs were registered first: sessions, CSRF and access always, any other it names. Its
 * routes are grouped under the feature's name in the API reference (their OpenAPI tag).
 */
export function featureRoutes(
  feature: string,
  routes: FastifyPluginAsync<FeatureDeps>,
  { needs = [] }: { needs?: string[] } = {},
) {
  const tagged: FastifyPluginAsync<FeatureDeps> = async (app, deps) => {
    app.addHook("onRoute", (route) => {
      route.schema = { ...route.schema, tags: route.schema?.tags ?? [feature] };
    });
    await routes(app, deps);
  };
  return fp(tagged, {
    name: `${feature}-routes`,
    encapsulate: true,
    dependencies: ["sessions", "csrf", "access", ...needs],
  });
}

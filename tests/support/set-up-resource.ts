import { aroundAll } from "vitest";

/**
 * Opens a resource before the tests of the file (or of the describe it is called in) and
 * closes it after them, with a hook it registers itself. Answers a stand-in whose fields are
 * those of the open resource, so a file declares it once at its top level and its tests and
 * hooks use it as they would the resource. Reading a field while nothing is open (at the top
 * level of the file, or after the tests) throws, naming the resource.
 *
 * The hook wraps the suite (aroundAll): the resource is open before the suite's beforeAll
 * hooks run and closed after its afterAll hooks, even when those fail. Resources set up one
 * after another nest: the first is opened first and closed last.
 */
export function setUpResource<T extends object>(
  name: string,
  open: () => Promise<T>,
  close: (resource: T) => Promise<unknown>,
  { timeout }: { timeout?: number } = {},
): T {
  let current: T | undefined;
  aroundAll(async (runSuite) => {
    const resource = await open();
    current = resource;
    try {
      await runSuite();
    } finally {
      current = undefined;
      await close(resource);
    }
  }, timeout);
  const opened = (property: string | symbol): T => {
    if (current) return current;
    throw new Error(
      `${name} is open only while the tests run: read ${String(property)} in a test or a hook`,
    );
  };
  return new Proxy({} as T, {
    get(_target, property) {
      // Not a thenable, and printable, even while closed.
      if (!current && (property === "then" || typeof property === "symbol")) return undefined;
      const resource = opened(property);
      const value: unknown = Reflect.get(resource, property);
      return typeof value === "function" ? value.bind(resource) : value;
    },
    set(_target, property, value) {
      return Reflect.set(opened(property), property, value);
    },
    has(_target, property) {
      return current !== undefined && property in current;
    },
  });
}

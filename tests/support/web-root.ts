import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { precompressFolder } from "../../scripts/precompress.mjs";
import { setUpResource } from "./set-up-resource";

/** A built web app's files for the tests of this file: the page and one hashed asset. */
export function setUpWebRoot(): { root: string } {
  return setUpResource(
    "The web root",
    async () => {
      const root = await mkdtemp(path.join(tmpdir(), "certminder-web-"));
      await mkdir(path.join(root, "assets"));
      await writeFile(path.join(root, "index.html"), "<!doctype html><title>CertMinder</title>");
      await writeFile(path.join(root, "assets", "main-abc123.js"), "console.log('app')");
      return { root };
    },
    ({ root }) => rm(root, { recursive: true, force: true }),
  );
}

/** Text that compresses as a real chunk does: repeated, but not one repeated line. */
function sourceText(lines: number, prefix: string): string {
  return Array.from(
    { length: lines },
    (_, index) => `export const ${prefix}${index} = (value) => value * ${index} + "${prefix}";`,
  ).join("\n");
}

/**
 * A built web app's files as the build leaves them, compressed by the build's own step: the
 * page, a hashed chunk of a few KB, a chunk too small to compress, a source map, an icon, and
 * a hidden file that must never be served.
 */
export function setUpCompressedWebRoot(): {
  root: string;
  file(address: string): Promise<Buffer>;
} {
  return setUpResource(
    "The compressed web root",
    async () => {
      const root = await mkdtemp(path.join(tmpdir(), "certminder-web-"));
      await mkdir(path.join(root, "assets"));
      const page = `<!doctype html><title>CertMinder</title><!--\n${sourceText(30, "page")}\n-->`;
      await writeFile(path.join(root, "index.html"), page);
      await writeFile(path.join(root, "assets", "chunk-Ab12Cd34.js"), sourceText(80, "chunk"));
      await writeFile(path.join(root, "assets", "chunk-Ab12Cd34.js.map"), sourceText(80, "map"));
      await writeFile(path.join(root, "assets", "tiny-Ef56Gh78.js"), "export const tiny = 1;");
      await writeFile(path.join(root, "favicon.svg"), '<svg xmlns="http://www.w3.org/2000/svg"/>');
      await writeFile(path.join(root, ".env"), "SESSION_SECRET=not-for-browsers");
      await precompressFolder(root);
      return {
        root,
        file: (address: string) => readFile(path.join(root, ...address.split("/"))),
      };
    },
    ({ root }) => rm(root, { recursive: true, force: true }),
  );
}

import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
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

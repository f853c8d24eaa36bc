// npm start: builds the app when the sources are newer than the last build, then serves it.
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildAll } from "./build.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const stamp = path.join(root, "dist", ".build-stamp");
const inputs = ["src", "package.json", "package-lock.json", "vite.config.ts", "tsconfig.json"];

function newestChange(entry) {
  const stats = statSync(entry);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(entry).reduce(
    (newest, name) => Math.max(newest, newestChange(path.join(entry, name))),
    stats.mtimeMs,
  );
}

function needsBuild() {
  if (!existsSync(stamp)) return true;
  const built = statSync(stamp).mtimeMs;
  return inputs.some((input) => {
    const entry = path.join(root, input);
    return existsSync(entry) && newestChange(entry) > built;
  });
}

if (needsBuild()) {
  console.log("Building CertMinder (first start or changed sources)...");
  await buildAll();
}
await import(path.join(root, "dist", "server", "main.js"));

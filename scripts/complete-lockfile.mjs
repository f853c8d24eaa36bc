// The package registry this project installs from does not serve every platform build of
// some packages (e.g. Biome's and Tailwind's Windows and macOS binaries). npm then leaves those
// optional packages out of package-lock.json, and `npm ci` refuses the lock file. This adds
// each missing platform package with the os/cpu read from its name, so npm skips it on any
// other platform exactly as it would with full metadata. Run after changing dependencies:
//   npm install && node scripts/complete-lockfile.mjs
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const file = fileURLToPath(new URL("../package-lock.json", import.meta.url));
const lock = JSON.parse(readFileSync(file, "utf8"));
const packages = lock.packages;

const osNames = [
  "android",
  "darwin",
  "freebsd",
  "linux",
  "openbsd",
  "netbsd",
  "sunos",
  "win32",
  "aix",
  "openharmony",
];
const cpuNames = [
  "arm64",
  "x64",
  "ia32",
  "arm",
  "ppc64",
  "s390x",
  "riscv64",
  "loong64",
  "mips64el",
  "wasm32",
];

function platformOf(name) {
  const parts = name.split("/").pop().split("-");
  const os = parts.find((part) => osNames.includes(part));
  const cpu = parts.find((part) => cpuNames.includes(part));
  if (cpu === "wasm32") return { cpu: ["wasm32"] };
  if (!os || !cpu) return undefined;
  const libc = parts.includes("musl")
    ? ["musl"]
    : os === "linux" && parts.includes("gnu")
      ? ["glibc"]
      : undefined;
  return { os: [os], cpu: [cpu], ...(libc ? { libc } : {}) };
}

let added = 0;
for (const [location, entry] of Object.entries(packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const nested = `${location ? `${location}/` : ""}node_modules/${name}`;
    if (packages[nested] || packages[`node_modules/${name}`]) continue;
    const platform = platformOf(name);
    if (!platform) {
      console.warn(`left out ${name}: its platform cannot be read from the name`);
      continue;
    }
    packages[`node_modules/${name}`] = {
      version,
      ...(entry.dev ? { dev: true } : {}),
      optional: true,
      ...platform,
    };
    added += 1;
  }
}

lock.packages = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === "" ? -1 : b === "" ? 1 : a.localeCompare(b))),
);
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: added ${added} platform package entries`);

import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { packTar, TarError, unpackTar } from "../../src/server/data-folder/tar";

// The tar format of the backup archive (npm run backup): what goes in comes out, any tar tool
// reads it, and a damaged or cut archive is refused rather than half read.

const files = [
  { name: "empty", data: Buffer.alloc(0) },
  { name: "one-byte-short-of-a-block", data: Buffer.alloc(511, 7) },
  { name: "a-whole-block", data: Buffer.alloc(512, 8) },
  { name: "secrets.json", data: Buffer.from('{ "key": "é" }\n') },
];

describe("the backup's tar format", () => {
  it("gives back every file as it was packed", () => {
    const unpacked = unpackTar(packTar(files));

    expect(unpacked.map(({ name }) => name)).toEqual(files.map(({ name }) => name));
    unpacked.forEach(({ data }, index) => {
      expect(Buffer.from(data).equals(files[index]?.data ?? Buffer.alloc(1))).toBe(true);
    });
  });

  it("is read by the system's tar, each file private to its owner", () => {
    const listing = spawnSync("tar", ["-tvf", "-"], { input: packTar(files), encoding: "utf8" });

    expect(listing.status).toBe(0);
    const lines = listing.stdout.trim().split("\n");
    expect(lines).toHaveLength(files.length);
    for (const line of lines) expect(line.startsWith("-rw-------")).toBe(true);
    expect(listing.stdout).toContain("secrets.json");
  });

  it("refuses a damaged header and an archive cut short", () => {
    const archive = packTar(files);
    const damaged = Buffer.from(archive);
    damaged[0] = "x".charCodeAt(0);

    expect(() => unpackTar(damaged)).toThrow(TarError);
    expect(() => unpackTar(archive.subarray(0, 1024))).toThrow(TarError);
    expect(() => unpackTar(archive.subarray(0, archive.length - 1024))).toThrow(TarError);
  });
});

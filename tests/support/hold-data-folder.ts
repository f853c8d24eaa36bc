// A separate process for the data-folder lock tests (`node --import tsx
// tests/support/hold-data-folder.ts <DATA_DIR>`): prints "ready", tries to take the folder when it reads "go" on stdin, prints the
// outcome as one JSON line, and holds the folder until its stdin ends.
import { createInterface } from "node:readline";
import {
  DataFolderInUse,
  type DataFolderLock,
  lockDataFolder,
} from "../../src/server/data-folder/data-folder-lock";

const dataDir = process.argv[2] ?? "";
let lock: DataFolderLock | undefined;
const lines = createInterface({ input: process.stdin });
lines.on("line", async (line) => {
  if (line !== "go") return;
  try {
    lock = await lockDataFolder(dataDir, "test holder");
    console.log(JSON.stringify({ locked: true }));
  } catch (error) {
    if (!(error instanceof DataFolderInUse)) throw error;
    console.log(JSON.stringify({ locked: false, message: error.message }));
  }
});
lines.on("close", async () => {
  await lock?.release();
});
console.log("ready");

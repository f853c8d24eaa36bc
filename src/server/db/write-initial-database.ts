// Run by the build: writes the migrated empty database next to the server bundle.
import { writeFile } from "node:fs/promises";
import { createMigratedDump, initialDatabaseFile } from "./initial-database";

const dump = await createMigratedDump();
await writeFile(initialDatabaseFile, Buffer.from(await dump.arrayBuffer()));

// npm run user:grant -- <username> admin|premium
// npm run user:revoke -- <username> admin|premium
// Changes an account's access (change-user-access.ts) on the configured database; while the
// server runs on the embedded database, the server makes the change.
import { z } from "zod";
import { loadStorageConfig } from "../config";
import {
  CommandRefused,
  runOnDataFolder,
  runOperatorCommand,
} from "../data-folder/operator-command";
import {
  changeUserAccess,
  describeAccessChange,
  userAccessChangeSchema,
} from "./change-user-access";
import { migrate } from "./migrate";

const [change, username, access] = process.argv.slice(2);
const parsed = userAccessChangeSchema.safeParse({ change, username, access });

await runOperatorCommand(async () => {
  if (!parsed.success) {
    throw new CommandRefused(
      "Usage: npm run user:grant -- <username> admin|premium\n       npm run user:revoke -- <username> admin|premium",
      2,
    );
  }
  const request = parsed.data;
  const changed = await runOnDataFolder(loadStorageConfig(), `npm run user:${request.change}`, {
    direct: async (database) => {
      await migrate(database.db);
      return changeUserAccess(database.db, request);
    },
    throughServer: async (server) => {
      const answer = await server.send("POST", "/user-access", request);
      if (answer.status === 404) return null;
      if (answer.status !== 200) throw new Error(`The server answered ${answer.status}`);
      return z.object({ username: z.string() }).parse(JSON.parse(answer.body.toString("utf8")))
        .username;
    },
  });
  if (!changed) throw new CommandRefused(`No account has the username "${request.username}".`);
  console.log(describeAccessChange(request, changed));
});

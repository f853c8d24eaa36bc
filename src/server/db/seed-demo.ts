// npm run seed:demo — adds the demo account and the education opportunities of the catalog
// (demo-account.ts); safe to run twice. While the
// server runs on the embedded database, the server adds it.
import { loadStorageConfig } from "../config";
import { runOnDataFolder, runOperatorCommand } from "../data-folder/operator-command";
import { createDemoAccount, demoAccountSchema } from "./demo-account";
import { migrate } from "./migrate";

await runOperatorCommand(async () => {
  const account = await runOnDataFolder(loadStorageConfig(), "npm run seed:demo", {
    direct: async (database) => {
      await migrate(database.db);
      return createDemoAccount(database.db);
    },
    throughServer: async (server) => {
      const answer = await server.send("POST", "/demo-account");
      if (answer.status !== 200) throw new Error(`The server answered ${answer.status}`);
      return demoAccountSchema.parse(JSON.parse(answer.body.toString("utf8")));
    },
  });
  console.log(
    account.created
      ? `Demo account created: username "${account.username}", password "${account.password}".`
      : `The demo account already exists (username "${account.username}").`,
  );
  console.log(
    account.opportunitiesAdded > 0
      ? `${account.opportunitiesAdded} education opportunities added to the catalog.`
      : "The catalog already has every demo education opportunity.",
  );
});

// npm run admin:password [-- --username <name>]
// Sets the admin credential's password (a lost password), typed twice at a terminal or read
// from the first line of standard input, and ends every admin session. On the configured
// database; while the server runs on the embedded database, the server makes the change.
import { parseArgs } from "node:util";
import { isCommonPassword } from "@common/accounts/common-passwords";
import { commonPasswordMessage } from "@common/accounts/fields";
import { adminNewPasswordField } from "@common/admin-credential";
import { loadStorageConfig } from "../config";
import {
  CommandRefused,
  runOnDataFolder,
  runOperatorCommand,
} from "../data-folder/operator-command";
import { hashPassword } from "../security/password";
import { migrate } from "./migrate";
import { adminPasswordResetAnswerSchema, setAdminPassword } from "./set-admin-password";
import { readNewPassword } from "./typed-password";

const usage = "Usage: npm run admin:password [-- --username <admin username>]";

function parsedArguments(): { username?: string } {
  try {
    const { values } = parseArgs({
      args: process.argv.slice(2),
      options: { username: { type: "string" } },
      strict: true,
      allowPositionals: false,
    });
    return values.username ? { username: values.username } : {};
  } catch {
    throw new CommandRefused(usage, 2);
  }
}

await runOperatorCommand(async () => {
  const { username } = parsedArguments();
  const password = await readNewPassword();
  const rule = adminNewPasswordField.safeParse(password);
  if (!rule.success) throw new CommandRefused(rule.error.issues[0]?.message ?? "Password refused");
  if (isCommonPassword(password)) throw new CommandRefused(commonPasswordMessage);
  const request = { ...(username ? { username } : {}), passwordHash: await hashPassword(password) };
  const answer = await runOnDataFolder(loadStorageConfig(), "npm run admin:password", {
    direct: async (database) => {
      await migrate(database.db);
      return setAdminPassword(database.db, request);
    },
    throughServer: async (server) => {
      const reply = await server.send("POST", "/admin-password", request);
      if (reply.status !== 200) throw new Error(`The server answered ${reply.status}`);
      return adminPasswordResetAnswerSchema.parse(JSON.parse(reply.body.toString("utf8")));
    },
  });
  if ("refused" in answer) throw new CommandRefused(answer.refused);
  console.log(
    `The admin password of "${answer.username}" is changed. Admin sessions ended: ${answer.endedSessions}.`,
  );
});

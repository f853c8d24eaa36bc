// npm run admin:password [-- --username <name>] [--turn-off-mfa]
// Sets the admin credential's password (a lost password), typed twice at a terminal or read
// from the first line of standard input, and ends every admin session; --turn-off-mfa also
// turns its two-factor authentication off (a lost authenticator). On the configured
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

const usage = "Usage: npm run admin:password [-- --username <admin username>] [--turn-off-mfa]";

function parsedArguments(): { username?: string; turnOffMfa: boolean } {
  try {
    const { values } = parseArgs({
      args: process.argv.slice(2),
      options: { username: { type: "string" }, "turn-off-mfa": { type: "boolean" } },
      strict: true,
      allowPositionals: false,
    });
    const turnOffMfa = values["turn-off-mfa"] === true;
    return values.username ? { username: values.username, turnOffMfa } : { turnOffMfa };
  } catch {
    throw new CommandRefused(usage, 2);
  }
}

await runOperatorCommand(async () => {
  const { username, turnOffMfa } = parsedArguments();
  const password = await readNewPassword();
  const rule = adminNewPasswordField.safeParse(password);
  if (!rule.success) throw new CommandRefused(rule.error.issues[0]?.message ?? "Password refused");
  if (isCommonPassword(password)) throw new CommandRefused(commonPasswordMessage);
  const request = {
    ...(username ? { username } : {}),
    passwordHash: await hashPassword(password),
    turnOffMfa,
  };
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
  if (answer.mfaTurnedOff)
    console.log("Two-factor authentication is off; set it up again on the System page.");
});

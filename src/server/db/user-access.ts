// npm run user:grant -- <username> admin|premium
// npm run user:revoke -- <username> admin|premium
// Makes an existing account an administrator (isAdmin), or gives it premium without a
// subscription (isSubscriptionOverridden), on the configured database. With the embedded
// database, stop the server first: only one process may open DATA_DIR/db at a time.
import { eq, sql } from "drizzle-orm";
import { loadConfig } from "../config";
import { migrate } from "./migrate";
import { openConfiguredDatabase } from "./open-configured";
import { users } from "./schema";

const accesses = { admin: "isAdmin", premium: "isSubscriptionOverridden" } as const;

function usage(): never {
  console.error(
    "Usage: npm run user:grant -- <username> admin|premium\n       npm run user:revoke -- <username> admin|premium",
  );
  process.exit(2);
}

const [action, username, access] = process.argv.slice(2);
if ((action !== "grant" && action !== "revoke") || !username) usage();
if (access !== "admin" && access !== "premium") usage();

const database = await openConfiguredDatabase(loadConfig());
try {
  await migrate(database.db);
  const [updated] = await database.db
    .update(users)
    .set({ [accesses[access]]: action === "grant", updatedAt: new Date() })
    .where(eq(sql`lower(${users.username})`, username.toLowerCase()))
    .returning({ username: users.username });
  if (!updated) {
    console.error(`No account has the username "${username}".`);
    process.exitCode = 1;
  } else {
    const verb = action === "grant" ? "now has" : "no longer has";
    console.log(
      `${updated.username} ${verb} ${access === "admin" ? "administrator access" : "premium (override)"}.`,
    );
  }
} finally {
  await database.close();
}

import { controlClient } from "../../../src/server/data-folder/control-client";

/**
 * Makes an account administrator or premium on the running server of the data folder in
 * `env`, the way the operator command (`npm run user:grant`) does while a server holds the
 * folder: a request on the server's control socket. tests/api/data-folder.test.ts runs the
 * command itself; the browser tests only need its effect, without starting a process per grant.
 */
export async function grantAccess(
  env: Record<string, string>,
  username: string,
  access: "admin" | "premium",
) {
  const dataDir = env.DATA_DIR;
  if (!dataDir) throw new Error("grantAccess needs the server's DATA_DIR");
  const answer = await controlClient(dataDir).send("POST", "/user-access", {
    change: "grant",
    username,
    access,
  });
  if (answer.status !== 200) {
    throw new Error(`granting ${access} to ${username} failed: ${answer.status} ${answer.body}`);
  }
}

import { runScript } from "../../support/server-process";

/**
 * Makes an account administrator or premium with the operator command
 * (`npm run user:grant`) on the data folder in `env`; the server running on it makes the change.
 */
export async function grantAccess(
  env: Record<string, string>,
  username: string,
  access: "admin" | "premium",
) {
  const result = await runScript("user:grant", [username, access], env);
  if (result.code !== 0) throw new Error(`user:grant failed: ${result.stderr}${result.stdout}`);
}

import { chmod, lstat, mkdir, rm } from "node:fs/promises";
import path from "node:path";
import Fastify, { type FastifyBaseLogger } from "fastify";
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import { z } from "zod";
import { changeUserAccess, userAccessChangeSchema } from "../db/change-user-access";
import { createDemoAccount, demoAccountSchema } from "../db/demo-account";
import type { DatabaseHandle } from "../db/open";
import {
  adminPasswordResetAnswerSchema,
  adminPasswordResetSchema,
  setAdminPassword,
} from "../db/set-admin-password";
import { createBackupArchive } from "./backup-archive";
import { controlSocketOf, socketAddress } from "./control-socket";

export type ControlServer = { close(): Promise<void> };

/** The folder of the socket: created for this user alone, so no one else can connect. */
async function privateFolder(folder: string): Promise<void> {
  await mkdir(folder, { recursive: true, mode: 0o700 });
  // Checked before chmod, which would follow a link to somewhere else.
  const stats = await lstat(folder);
  if (!stats.isDirectory() || (process.getuid && stats.uid !== process.getuid())) {
    throw new Error(`${folder} must be a folder owned by the user running CertMinder`);
  }
  await chmod(folder, 0o700);
}

/**
 * Serves the operator commands on the control socket (control-socket.ts) while this server
 * holds the data folder, so they never open the database a second time. Answers undefined,
 * and logs why, when the socket cannot be made (DATA_DIR's path too long, or its folder
 * belongs to another user).
 */
export async function startControlServer({
  dataDir,
  database,
  log,
}: {
  dataDir: string;
  database: DatabaseHandle;
  log: FastifyBaseLogger;
}): Promise<ControlServer | undefined> {
  const socketPath = controlSocketOf(dataDir);
  const address = socketAddress(socketPath);
  if (!address) {
    log.warn(
      { socketPath },
      "control socket path too long: backup, seed:demo and user:grant refuse while the server runs",
    );
    return undefined;
  }
  try {
    await privateFolder(path.dirname(socketPath));
    // Left by a process that held the folder before (this one holds it now).
    await rm(socketPath, { force: true });
  } catch (error) {
    log.error(
      { err: error, socketPath },
      "no control socket: backup, seed:demo and user:grant refuse while the server runs",
    );
    return undefined;
  }

  const control = Fastify({ loggerInstance: log.child({ control: true }) });
  control.setValidatorCompiler(validatorCompiler);
  control.setSerializerCompiler(serializerCompiler);
  const routes = control.withTypeProvider<ZodTypeProvider>();

  routes.get("/backup", async (_request, reply) => {
    const { archive } = await createBackupArchive(database, dataDir);
    return reply.type("application/gzip").send(archive);
  });
  routes.post("/demo-account", { schema: { response: { 200: demoAccountSchema } } }, async () =>
    createDemoAccount(database.db),
  );
  routes.post(
    "/user-access",
    {
      schema: {
        body: userAccessChangeSchema,
        response: {
          200: z.object({ username: z.string() }),
          404: z.object({ message: z.string() }),
        },
      },
    },
    async (request, reply) => {
      const username = await changeUserAccess(database.db, request.body);
      if (!username) {
        return reply
          .status(404)
          .send({ message: `No account has the username "${request.body.username}".` });
      }
      return { username };
    },
  );

  routes.post(
    "/admin-password",
    {
      schema: {
        body: adminPasswordResetSchema,
        response: { 200: adminPasswordResetAnswerSchema },
      },
    },
    async (request) => setAdminPassword(database.db, request.body),
  );

  await control.listen({ path: address });
  await chmod(socketPath, 0o600);
  return { close: () => control.close() };
}

// The floor of this stack for `npm run bench:api`: Fastify and a `pg` pool of 10, nothing else.
// GET /api/certifications reads the session cookie the app sets (`<id>.<signature>`; the
// signature is not checked), looks the session up by the SHA-256 of its id, as the app stores
// it, and answers the user's first 20 certifications by name. DATABASE_URL names the database,
// PORT the port; prints "listening <url>" once ready.
import { createHash } from "node:crypto";
import Fastify from "fastify";
import pg from "pg";

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const app = Fastify({ logger: false });

app.get("/api/certifications", async (request, reply) => {
  const cookie = request.headers.cookie ?? "";
  const signed = decodeURIComponent(cookie.match(/(?:^|;\s*)[^=]+=([^;]+)/)?.[1] ?? "");
  const sessionId = signed.slice(0, Math.max(0, signed.lastIndexOf(".")));
  const hash = createHash("sha256").update(sessionId).digest("hex");
  const session = await pool.query(
    "select user_id from sessions where id = $1 and expires_at > now()",
    [hash],
  );
  const userId = session.rows[0]?.user_id;
  if (userId === undefined) return reply.status(401).send({ message: "Not authenticated" });
  const certifications = await pool.query(
    "select * from certifications where user_id = $1 order by name, id limit 20",
    [userId],
  );
  return certifications.rows;
});

const url = await app.listen({ port: Number(process.env.PORT ?? 0), host: "127.0.0.1" });
console.log(`listening ${url}`);
process.on("SIGTERM", async () => {
  await app.close();
  await pool.end();
  process.exit(0);
});

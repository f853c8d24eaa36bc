// The ceiling of any Fastify answer on this machine, for `npm run bench:api`: Fastify alone,
// GET / answering `{}`, no plugin, no database. PORT names the port; prints "listening <url>"
// once ready.
import Fastify from "fastify";

const app = Fastify({ logger: false });
app.get("/", async () => ({}));

const url = await app.listen({ port: Number(process.env.PORT ?? 0), host: "127.0.0.1" });
console.log(`listening ${url}`);
process.on("SIGTERM", async () => {
  await app.close();
  process.exit(0);
});

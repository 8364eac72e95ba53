// A Fastify server with one route and nothing else: the ceiling the sessions benchmark compares
// the real endpoints with, measured on the same machine in the same run.
import Fastify from "fastify";

const app = Fastify({ logger: false });
app.get("/bare", async () => ({ data: { ok: true } }));
await app.listen({ host: "127.0.0.1", port: Number(process.env.PORT) });

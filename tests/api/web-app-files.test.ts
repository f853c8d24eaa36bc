import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { signedIn } from "../support/factories";
import { setUpTestApp } from "../support/test-app";
import { setUpCompressedWebRoot } from "../support/web-root";

// The web app's files as a browser gets them: compressed when it accepts it, cached by the
// rules of each file, and without a database query even when the browser is signed in.

const site = setUpCompressedWebRoot();
let queries = 0;
const t = setUpTestApp(async () => ({
  webRoot: site.root,
  queryLogger: {
    logQuery: () => {
      queries += 1;
    },
  },
}));

const chunk = "/assets/chunk-Ab12Cd34.js";

function get(url: string, headers: Record<string, string> = {}, method: "GET" | "HEAD" = "GET") {
  return t.app.inject({ method, url, headers });
}

describe("compressed files", () => {
  it("answers brotli to a browser that accepts it, varying on Accept-Encoding", async () => {
    const response = await get(chunk, { "accept-encoding": "br" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers.vary).toBe("accept-encoding");
    expect(response.headers["content-type"]).toBe("application/javascript; charset=utf-8");
    expect(Number(response.headers["content-length"])).toBe(response.rawPayload.length);
    expect(brotliDecompressSync(response.rawPayload)).toEqual(await site.file(chunk));
    expect(response.rawPayload.length).toBeLessThan((await site.file(chunk)).length / 2);
  });

  it("answers gzip to a browser that accepts only gzip", async () => {
    const response = await get(chunk, { "accept-encoding": "gzip" });
    expect(response.headers["content-encoding"]).toBe("gzip");
    expect(response.headers.vary).toBe("accept-encoding");
    expect(gunzipSync(response.rawPayload)).toEqual(await site.file(chunk));
  });

  it("answers the plain bytes without Accept-Encoding", async () => {
    const response = await get(chunk);
    expect(response.headers["content-encoding"]).toBeUndefined();
    expect(response.headers.vary).toBe("accept-encoding");
    expect(response.rawPayload).toEqual(await site.file(chunk));
  });

  it.each([
    ["gzip, deflate, br, zstd", "br"],
    ["br;q=0, gzip", "gzip"],
    ["gzip;q=1, br;q=0.5", "gzip"],
    ["br;q=0.5, gzip;q=0.5", "br"],
    ["*", "br"],
    ["*;q=0, gzip", "gzip"],
    ["identity", undefined],
    ["br;q=0, gzip;q=0", undefined],
    ["deflate", undefined],
  ])("with Accept-Encoding %j answers %s", async (acceptEncoding, encoding) => {
    const response = await get(chunk, { "accept-encoding": acceptEncoding });
    expect(response.headers["content-encoding"]).toBe(encoding);
  });

  it("sends a file too small to gain from compression as it is", async () => {
    const response = await get("/assets/tiny-Ef56Gh78.js", { "accept-encoding": "br, gzip" });
    expect(response.headers["content-encoding"]).toBeUndefined();
    expect(response.headers.vary).toBeUndefined();
    expect(response.body).toBe("export const tiny = 1;");
  });

  it("sends source maps uncompressed", async () => {
    const response = await get(`${chunk}.map`, { "accept-encoding": "br, gzip" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-encoding"]).toBeUndefined();
    expect(response.rawPayload).toEqual(await site.file(`${chunk}.map`));
  });

  it("compresses the page at every page address, a share link's included", async () => {
    const index = await site.file("/index.html");
    for (const url of ["/", "/index.html", "/certifications/42?tab=credits"]) {
      const response = await get(url, { "accept-encoding": "br" });
      expect(response.headers["content-encoding"]).toBe("br");
      expect(brotliDecompressSync(response.rawPayload)).toEqual(index);
      expect(response.headers["x-robots-tag"]).toBeUndefined();
    }
    const shared = await get(`/shared/${"a".repeat(43)}`, { "accept-encoding": "gzip" });
    expect(shared.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(shared.rawPayload)).toEqual(index);
    expect(shared.headers["x-robots-tag"]).toBe("noindex, nofollow");
  });
});

describe("caching", () => {
  it("lets browsers keep hashed assets for a year and revalidate the page", async () => {
    for (const encoding of ["br", "gzip", "identity"]) {
      const asset = await get(chunk, { "accept-encoding": encoding });
      expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      const page = await get("/", { "accept-encoding": encoding });
      expect(page.headers["cache-control"]).toBe("no-cache");
      const deepLink = await get("/settings/profile", { "accept-encoding": encoding });
      expect(deepLink.headers["cache-control"]).toBe("no-cache");
    }
    expect((await get("/favicon.svg")).headers["cache-control"]).toBe("no-cache");
  });

  it("answers 304 without a body to a browser holding the same version", async () => {
    for (const url of [chunk, "/", "/certifications/42"]) {
      const first = await get(url, { "accept-encoding": "br" });
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^"[\w-]+"$/);
      const again = await get(url, { "accept-encoding": "br", "if-none-match": etag });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe("");
      expect(again.headers.etag).toBe(etag);
      expect(again.headers["cache-control"]).toBe(first.headers["cache-control"]);
      expect(again.headers.vary).toBe("accept-encoding");
      const weak = await get(url, { "accept-encoding": "br", "if-none-match": `"x", W/${etag}` });
      expect(weak.statusCode).toBe(304);
    }
  });

  it("gives each encoding its own ETag, and answers in full when the version differs", async () => {
    const tags = new Set<string>();
    for (const encoding of ["br", "gzip", "identity"]) {
      tags.add(String((await get(chunk, { "accept-encoding": encoding })).headers.etag));
    }
    expect(tags.size).toBe(3);
    const brotliTag = String((await get(chunk, { "accept-encoding": "br" })).headers.etag);
    const plain = await get(chunk, { "if-none-match": brotliTag });
    expect(plain.statusCode).toBe(200);
    expect(plain.rawPayload).toEqual(await site.file(chunk));
    const changed = await get("/", { "if-none-match": '"an-older-version"' });
    expect(changed.statusCode).toBe(200);
  });

  it("answers HEAD with the headers of a GET and no body", async () => {
    for (const url of [chunk, "/", "/favicon.svg"]) {
      const full = await get(url, { "accept-encoding": "br" });
      const head = await get(url, { "accept-encoding": "br" }, "HEAD");
      expect(head.statusCode).toBe(200);
      expect(head.body).toBe("");
      for (const name of ["content-type", "content-length", "content-encoding", "etag", "vary"]) {
        expect(head.headers[name]).toBe(full.headers[name]);
      }
    }
  });

  it("never sends a hidden file of the build folder", async () => {
    for (const url of ["/.env", "/%2Eenv", "/assets/../.env"]) {
      expect((await get(url)).body).not.toContain("not-for-browsers");
    }
  });

  it("still answers 404 for an unknown file and for an unknown API path", async () => {
    const missing = await get("/assets/chunk-Zz99Zz99.js", { "accept-encoding": "br" });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: "Not found" });
    expect((await get("/api/no/such/thing")).json()).toEqual({ message: "Not found" });
    expect((await get("/api")).json()).toEqual({ message: "Not found" });
  });
});

describe("a signed-in browser's files and pages", () => {
  const urls = [chunk, "/", "/certifications/42", `/shared/${"b".repeat(43)}`, "/favicon.svg"];

  it("cost no database query", async () => {
    const { agent } = await signedIn(t);
    queries = 0;
    for (const url of urls) {
      for (const method of ["GET", "HEAD"] as const) {
        const response = await get(
          url,
          { cookie: agent.cookieHeader, "accept-encoding": "br" },
          method,
        );
        expect(response.statusCode).toBe(200);
        expect(response.headers["set-cookie"]).toBeUndefined();
      }
    }
    expect(queries).toBe(0);
    expect((await agent.get("/api/user")).statusCode).toBe(200);
  });

  it("cost no database query over a real connection either", async () => {
    const { agent } = await signedIn(t);
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = t.app.server.address() as AddressInfo;
    queries = 0;
    for (const url of urls) {
      const response = await new Promise<{ status: number; headers: Record<string, unknown> }>(
        (resolve, reject) => {
          const call = httpRequest(
            {
              port,
              host: "127.0.0.1",
              path: url,
              headers: { cookie: agent.cookieHeader, "accept-encoding": "gzip, deflate, br" },
            },
            (answer) => {
              answer.resume();
              answer.on("end", () =>
                resolve({ status: answer.statusCode ?? 0, headers: answer.headers }),
              );
            },
          );
          call.on("error", reject);
          call.end();
        },
      );
      expect(response.status).toBe(200);
      expect(response.headers["content-security-policy"]).toContain("default-src 'self'");
      expect(response.headers["set-cookie"]).toBeUndefined();
    }
    expect(queries).toBe(0);
  });
});

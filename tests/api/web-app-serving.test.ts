import { describe, expect, it } from "vitest";
import { signedIn } from "../support/factories";
import { setUpTestApp } from "../support/test-app";
import { setUpWebRoot } from "../support/web-root";

const site = setUpWebRoot();
let queries = 0;
const t = setUpTestApp(async () => ({
  webRoot: site.root,
  queryLogger: {
    logQuery: () => {
      queries += 1;
    },
  },
}));

describe("serving the web app", () => {
  it("serves the app at the root", async () => {
    const response = await t.app.inject({ method: "GET", url: "/" });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain("<title>CertMinder</title>");
  });

  it.each(["/certifications/42", "/settings/profile", "/no/such/page?x=1"])(
    "answers a reload on %s with the app, which routes it",
    async (url) => {
      const response = await t.app.inject({ method: "GET", url });
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toContain("text/html");
      expect(response.headers["cache-control"]).toBe("no-cache");
      expect(response.body).toContain("<title>CertMinder</title>");
    },
  );

  it("serves a share link's page as the app, asking search engines not to index it", async () => {
    const shared = await t.app.inject({ method: "GET", url: `/shared/${"a".repeat(43)}` });
    expect(shared.statusCode).toBe(200);
    expect(shared.body).toContain("<title>CertMinder</title>");
    expect(shared.headers["x-robots-tag"]).toBe("noindex, nofollow");
    expect(shared.headers["referrer-policy"]).toBe("no-referrer");
    const other = await t.app.inject({ method: "GET", url: "/certifications/42" });
    expect(other.headers["x-robots-tag"]).toBeUndefined();
  });

  it("serves hashed assets with a long cache life", async () => {
    const response = await t.app.inject({ method: "GET", url: "/assets/main-abc123.js" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toContain("immutable");
  });

  it("serves a signed-in browser's pages and files without reading its session", async () => {
    const { agent } = await signedIn(t);
    queries = 0;
    for (const url of ["/", "/certifications/42", "/assets/main-abc123.js"]) {
      const response = await t.app.inject({
        method: "GET",
        url,
        headers: { cookie: agent.cookieHeader },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers["set-cookie"]).toBeUndefined();
    }
    expect(queries).toBe(0);
    // The same cookie still signs the browser in to the API.
    expect((await agent.get("/api/user")).statusCode).toBe(200);
  });

  it("answers a missing file with 404 rather than the app", async () => {
    const response = await t.app.inject({ method: "GET", url: "/assets/missing.js" });
    expect(response.statusCode).toBe(404);
  });

  it("keeps unknown API paths a JSON 404", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/nothing/here" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: "Not found" });
  });
});

import { describe, expect, it } from "vitest";
import { setUpTestApp } from "../support/test-app";
import { setUpCompressedWebRoot } from "../support/web-root";

// The same security headers on every kind of answer: the API's, its refusals and errors, and
// the web app's files and pages, which the server answers before any route.

const site = setUpCompressedWebRoot();

const policy =
  "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline';img-src 'self' data: blob:;font-src 'self';connect-src 'self';object-src 'none';base-uri 'self';form-action 'self';frame-ancestors 'none'";

const everywhere = {
  "cross-origin-opener-policy": "same-origin",
  "cross-origin-resource-policy": "same-origin",
  "origin-agent-cluster": "?1",
  "referrer-policy": "no-referrer",
  "x-content-type-options": "nosniff",
  "x-dns-prefetch-control": "off",
  "x-download-options": "noopen",
  "x-frame-options": "SAMEORIGIN",
  "x-permitted-cross-domain-policies": "none",
  "x-xss-protection": "0",
};

const requests = [
  { method: "GET", url: "/api/health" },
  { method: "GET", url: "/api/user" },
  { method: "GET", url: "/api/no/such/thing" },
  { method: "POST", url: "/api/logout" },
  { method: "GET", url: "/" },
  { method: "GET", url: "/certifications/42" },
  { method: "HEAD", url: "/assets/chunk-Ab12Cd34.js" },
  { method: "GET", url: "/assets/chunk-Ab12Cd34.js", headers: { "accept-encoding": "br" } },
  { method: "GET", url: "/assets/missing-0000.js" },
] as const;

describe("served over http", () => {
  const t = setUpTestApp(async () => ({ webRoot: site.root }));

  it("sends the policy and the other security headers on every answer", async () => {
    const etag = String((await t.app.inject({ method: "GET", url: "/" })).headers.etag);
    const notModified = { method: "GET", url: "/", headers: { "if-none-match": etag } } as const;
    for (const request of [...requests, notModified]) {
      const response = await t.app.inject(request);
      expect(response.headers, `${request.method} ${request.url}`).toMatchObject({
        "content-security-policy": policy,
        ...everywhere,
      });
      expect(response.headers["strict-transport-security"]).toBeUndefined();
    }
  });
});

describe("served over https", () => {
  const t = setUpTestApp(async () => ({ webRoot: site.root, config: { secureCookies: true } }));

  it("adds upgrade-insecure-requests and Strict-Transport-Security", async () => {
    for (const request of requests) {
      const response = await t.app.inject(request);
      expect(response.headers, `${request.method} ${request.url}`).toMatchObject({
        "content-security-policy": `${policy};upgrade-insecure-requests`,
        "strict-transport-security": "max-age=31536000; includeSubDomains",
        ...everywhere,
      });
    }
  });
});

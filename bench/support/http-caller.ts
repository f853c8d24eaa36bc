import { z } from "zod";

const csrfTokenSchema = z.object({ csrfToken: z.string() });

type FileBody = { bytes: Buffer; contentType: string };

function isFile(body: unknown): body is FileBody {
  return (
    typeof body === "object" && body !== null && "bytes" in body && Buffer.isBuffer(body.bytes)
  );
}

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export type Answer = { status: number; text: string; ms: number };

/**
 * A browser-like caller of a running server over HTTP (fetch, keep-alive): keeps its cookies
 * and sends the CSRF token, fetched once, with every method other than GET. `forwardedFor`
 * gives a request its own client address (the server must run with TRUST_PROXY=true).
 */
export class HttpCaller {
  private readonly cookies = new Map<string, string>();
  private readonly headers = new Map<string, string>();
  private csrfToken: string | undefined;

  constructor(
    private readonly baseUrl: string,
    cookie?: string,
  ) {
    if (cookie) this.remember(cookie);
  }

  /** Sends `name: value` with every request from now on (x-admin-session, as the web app does). */
  setHeader(name: string, value: string): void {
    this.headers.set(name, value);
  }

  get(path: string, options: { forwardedFor?: string } = {}): Promise<Answer> {
    return this.send("GET", path, undefined, options);
  }

  /** POSTs `bytes` as the body, with their content type (a file upload). */
  upload(path: string, bytes: Buffer, contentType: string): Promise<Answer> {
    return this.send("POST", path, { bytes, contentType });
  }

  async send(
    method: Method,
    path: string,
    body?: unknown,
    { forwardedFor }: { forwardedFor?: string } = {},
  ): Promise<Answer> {
    if (method !== "GET" && this.csrfToken === undefined) {
      const answer = await this.get("/api/csrf-token");
      if (answer.status !== 200) throw new Error(`GET /api/csrf-token answered ${answer.status}`);
      this.csrfToken = csrfTokenSchema.parse(JSON.parse(answer.text)).csrfToken;
    }
    const headers: Record<string, string> = Object.fromEntries(this.headers);
    if (this.cookies.size) {
      headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
    }
    if (method !== "GET" && this.csrfToken) headers["x-csrf-token"] = this.csrfToken;
    const file = isFile(body) ? body : undefined;
    if (body !== undefined) headers["content-type"] = file?.contentType ?? "application/json";
    if (forwardedFor) headers["x-forwarded-for"] = forwardedFor;
    const started = performance.now();
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers,
      ...(body === undefined
        ? {}
        : { body: file ? new Uint8Array(file.bytes) : JSON.stringify(body) }),
    });
    const text = await response.text();
    const ms = performance.now() - started;
    for (const cookie of response.headers.getSetCookie()) this.remember(cookie.split(";")[0] ?? "");
    return { status: response.status, text, ms };
  }

  private remember(cookie: string) {
    const [name, ...value] = cookie.split("=");
    if (name) this.cookies.set(name.trim(), value.join("="));
  }
}

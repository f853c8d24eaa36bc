/**
 * A browser-like caller of a real server process (server-process.ts): keeps its cookies
 * and, like the web client, sends the CSRF token with every method other than GET.
 */
export class ServerVisitor {
  private readonly cookies = new Map<string, string>();
  private token: string | undefined;

  constructor(
    readonly url: string,
    cookie?: string,
  ) {
    if (cookie) this.remember(cookie);
  }

  get cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }

  get(path: string): Promise<Response> {
    return this.send("GET", path);
  }

  post(path: string, body?: unknown): Promise<Response> {
    return this.send("POST", path, body);
  }

  /** The CSRF token of this visitor's session, fetched once. */
  async csrfToken(): Promise<string> {
    if (!this.token) {
      const response = await this.get("/api/csrf-token");
      this.token = ((await response.json()) as { csrfToken: string }).csrfToken;
    }
    return this.token;
  }

  /** POSTs a file as the raw body, as the web client's uploads do. */
  upload(path: string, file: Buffer, contentType: string): Promise<Response> {
    return this.send("POST", path, file, contentType);
  }

  async send(
    method: "GET" | "POST" | "PUT" | "DELETE",
    path: string,
    body?: unknown,
    contentType = "application/json",
  ) {
    const headers: Record<string, string> = {};
    // First, as fetching the token may start the session whose cookie goes with it.
    if (method !== "GET") headers["x-csrf-token"] = await this.csrfToken();
    if (this.cookies.size > 0) headers.cookie = this.cookieHeader;
    if (body !== undefined) headers["content-type"] = contentType;
    const response = await fetch(`${this.url}${path}`, {
      method,
      headers,
      body:
        body === undefined
          ? undefined
          : Buffer.isBuffer(body)
            ? new Uint8Array(body)
            : JSON.stringify(body),
    });
    for (const cookie of response.headers.getSetCookie()) this.remember(cookie.split(";")[0] ?? "");
    return response;
  }

  private remember(cookie: string) {
    const [name, ...parts] = cookie.split("=");
    const value = parts.join("=");
    if (!name || this.cookies.get(name) === value) return;
    this.cookies.set(name, value);
    // A new session (signing in) has a CSRF secret of its own.
    this.token = undefined;
  }
}

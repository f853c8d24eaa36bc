import type { FastifyInstance, LightMyRequestResponse } from "fastify";

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/**
 * A browser-like caller for app.inject: keeps cookies between requests and, like the web
 * client, fetches a CSRF token before every method other than GET.
 */
export class Agent {
  private readonly cookies = new Map<string, string>();
  /** Headers sent with every request (e.g. x-admin-session), set with setHeader. */
  private readonly headers = new Map<string, string>();
  private static nextAddress = 1;
  /** Each agent calls from its own IP address, as separate people would. */
  readonly ipAddress: string;

  constructor(
    private readonly app: FastifyInstance,
    cookie?: string,
    { ipAddress }: { ipAddress?: string } = {},
  ) {
    if (cookie) this.remember(cookie);
    this.ipAddress =
      ipAddress ?? `10.0.${Math.floor(Agent.nextAddress / 250)}.${(Agent.nextAddress % 250) + 1}`;
    Agent.nextAddress += 1;
  }

  /** Sends this header with every later request; undefined stops sending it. */
  setHeader(name: string, value: string | undefined): void {
    if (value === undefined) this.headers.delete(name);
    else this.headers.set(name, value);
  }

  get cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }

  get(url: string, headers: Record<string, string> = {}) {
    return this.send("GET", url, undefined, headers);
  }

  post(url: string, body?: unknown) {
    return this.withCsrf("POST", url, body);
  }

  put(url: string, body?: unknown) {
    return this.withCsrf("PUT", url, body);
  }

  patch(url: string, body?: unknown) {
    return this.withCsrf("PATCH", url, body);
  }

  delete(url: string) {
    return this.withCsrf("DELETE", url);
  }

  async csrfToken(): Promise<string> {
    const response = await this.get("/api/csrf-token");
    return response.json<{ csrfToken: string }>().csrfToken;
  }

  async send(
    method: Method,
    url: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<LightMyRequestResponse> {
    const response = await this.app.inject({
      method,
      url,
      remoteAddress: this.ipAddress,
      headers: {
        ...(this.cookies.size ? { cookie: this.cookieHeader } : {}),
        ...Object.fromEntries(this.headers),
        ...headers,
      },
      ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
    });
    for (const cookie of response.cookies) {
      if (cookie.value === "" || (cookie.expires && cookie.expires.getTime() < Date.now())) {
        this.cookies.delete(cookie.name);
      } else {
        this.cookies.set(cookie.name, cookie.value);
      }
    }
    return response;
  }

  private async withCsrf(method: Method, url: string, body?: unknown) {
    const token = await this.csrfToken();
    return this.send(method, url, body, { "x-csrf-token": token });
  }

  private remember(cookie: string) {
    const [name, ...value] = cookie.split("=");
    if (name) this.cookies.set(name, value.join("="));
  }
}

import { apiRequest } from "@web/lib/api-client";
import { ApiError, errorBody, NetworkError, networkFailureMessage } from "@web/lib/api-error";
import { apiGet } from "@web/lib/api-get";
import { serverMessage } from "@web/lib/server-message";
import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { fakeFetch, jsonResponse, withCsrfToken } from "./fake-fetch";

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("errors of non-OK responses", () => {
  it("reads `status: body text`", async () => {
    fakeFetch(
      withCsrfToken("t", () => new Response("Invalid username or password", { status: 401 })),
    );
    await expect(apiRequest("POST", "/api/login", {})).rejects.toThrow(
      "401: Invalid username or password",
    );
  });

  it("reads `status: status text` when the body is empty", async () => {
    fakeFetch(() => new Response(null, { status: 503, statusText: "Service Unavailable" }));
    await expect(apiRequest("GET", "/api/theme")).rejects.toThrow("503: Service Unavailable");
  });

  it("keeps the status and the parsed JSON body", async () => {
    const body = { message: "Too many attempts", rateLimited: true, retryAfter: 15 };
    fakeFetch(withCsrfToken("t", () => jsonResponse(body, 429)));
    const error = await apiRequest("POST", "/api/verify-login-mfa", { code: "123456" }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toHaveProperty("status", 429);
    expect(error).toHaveProperty("message", `429: ${JSON.stringify(body)}`);
    expect(errorBody(error)).toEqual(body);
  });

  it("has no body object for plain text, JSON that is not an object, or other errors", () => {
    expect(errorBody(new ApiError(500, "Internal Server Error", "boom"))).toBeNull();
    expect(errorBody(new ApiError(400, "Bad Request", "[1,2]"))).toBeNull();
    expect(errorBody(new ApiError(400, "Bad Request", ""))).toBeNull();
    expect(errorBody(new Error("network"))).toBeNull();
  });
});

describe("what a person is told about a failed request", () => {
  it("is the server's message, while the thrown message keeps `status: body`", async () => {
    fakeFetch(() => jsonResponse({ message: "boom" }, 500));
    const error = await apiGet("/api/certifications", z.unknown()).catch(
      (caught: unknown) => caught,
    );
    expect(error).toHaveProperty("message", '500: {"message":"boom"}');
    expect(serverMessage(error, "fallback")).toBe("boom");
  });

  it("is the fallback when the answer has no message or is not JSON", () => {
    expect(serverMessage(new ApiError(502, "Bad Gateway", "<html>proxy</html>"), "Try later")).toBe(
      "Try later",
    );
    expect(serverMessage(new ApiError(500, "Internal Server Error", "{}"), "Try later")).toBe(
      "Try later",
    );
    expect(serverMessage(new Error("Unexpected token < in JSON"), "Try later")).toBe("Try later");
  });

  it("speaks of the connection when the request got no answer", async () => {
    fakeFetch(() => {
      throw new TypeError("Failed to fetch");
    });
    const error = await apiGet("/api/certifications", z.unknown()).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(NetworkError);
    expect(serverMessage(error, "fallback")).toBe(networkFailureMessage);
  });

  it("lets a cancelled read end as a cancellation", async () => {
    const controller = new AbortController();
    fakeFetch(() => {
      controller.abort();
      throw new DOMException("The operation was aborted.", "AbortError");
    });
    const error = await apiGet("/api/certifications", z.unknown(), {
      signal: controller.signal,
    }).catch((caught: unknown) => caught);
    expect(error).toHaveProperty("name", "AbortError");
  });
});

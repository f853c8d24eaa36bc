import { ApiError } from "@web/lib/api-error";
import {
  createQueryClient,
  mutationRetryDelay,
  queryRetryDelay,
  retryOnce,
} from "@web/lib/query-client";
import { describe, expect, it } from "vitest";

describe("query client defaults", () => {
  const { queries, mutations } = createQueryClient().getDefaultOptions();

  it("keeps data fresh 5 minutes and discards it after 15 minutes unused", () => {
    expect(queries?.staleTime).toBe(5 * 60 * 1000);
    expect(queries?.gcTime).toBe(15 * 60 * 1000);
  });

  it("refetches on window focus and reads with the default query function", () => {
    expect(queries?.refetchOnWindowFocus).toBe(true);
    expect(queries?.queryFn).toBeTypeOf("function");
  });

  it("retries queries and mutations once with their own delays", () => {
    expect(queries?.retry).toBe(retryOnce);
    expect(queries?.retryDelay).toBe(queryRetryDelay);
    expect(mutations?.retry).toBe(retryOnce);
    expect(mutations?.retryDelay).toBe(mutationRetryDelay);
  });
});

describe("retry delays", () => {
  it("double from 1 s and stop at 30 s for queries", () => {
    expect([0, 1, 2, 3, 4, 5, 10].map(queryRetryDelay)).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000,
    ]);
  });

  it("double from 1 s and stop at 15 s for mutations", () => {
    expect([0, 1, 2, 3, 4, 10].map(mutationRetryDelay)).toEqual([
      1000, 2000, 4000, 8000, 15000, 15000,
    ]);
  });
});

describe("retryOnce", () => {
  it("retries a failure once", () => {
    expect(retryOnce(0, new Error("Failed to fetch"))).toBe(true);
    expect(retryOnce(1, new Error("Failed to fetch"))).toBe(false);
    expect(retryOnce(0, new ApiError(503, "Service Unavailable", ""))).toBe(true);
  });

  it("does not repeat a request the server refused with a 4xx", () => {
    expect(retryOnce(0, new ApiError(400, "Bad Request", "Invalid code"))).toBe(false);
    expect(retryOnce(0, new ApiError(429, "Too Many Requests", ""))).toBe(false);
  });
});

import { QueryClient } from "@tanstack/react-query";
import { getQueryFn } from "./api-client";
import { ApiError } from "./api-error";

const second = 1000;
const minute = 60 * second;

/** Delay before retry `attempt` (0 for the first retry): 1 s, doubling, at most 30 s. */
export function queryRetryDelay(attempt: number): number {
  return Math.min(second * 2 ** attempt, 30 * second);
}

/** Delay before retry `attempt` of a mutation: 1 s, doubling, at most 15 s. */
export function mutationRetryDelay(attempt: number): number {
  return Math.min(second * 2 ** attempt, 15 * second);
}

/**
 * Retry once, except after a 4xx answer: asking again cannot change it, and a repeated
 * mutation would count twice against the server's attempt limits (a wrong MFA code, say).
 */
export function retryOnce(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: "throw" }),
        staleTime: 5 * minute,
        gcTime: 15 * minute,
        retry: retryOnce,
        retryDelay: queryRetryDelay,
        refetchOnWindowFocus: true,
      },
      mutations: {
        retry: retryOnce,
        retryDelay: mutationRetryDelay,
      },
    },
  });
}

export const queryClient = createQueryClient();

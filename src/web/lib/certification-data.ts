import type { QueryClient } from "@tanstack/react-query";

/**
 * Every read that shows certifications or credits. A change to a certification or a credit
 * refreshes them all (any query whose URL starts with one of these), so the list, the detail,
 * the dashboard, the calendar and the activity never disagree.
 */
export const certificationDataPaths = [
  "/api/certifications",
  "/api/credits",
  "/api/dashboard",
  "/api/calendar",
  "/api/activities",
] as const;

export function isCertificationData(queryKey: readonly unknown[]): boolean {
  const [path] = queryKey;
  return (
    typeof path === "string" && certificationDataPaths.some((prefix) => path.startsWith(prefix))
  );
}

export async function invalidateCertificationData(queryClient: QueryClient): Promise<void> {
  await queryClient.invalidateQueries({
    predicate: (query) => isCertificationData(query.queryKey),
  });
}

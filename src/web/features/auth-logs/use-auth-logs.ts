import type { AuthLogListQuery } from "@common/auth-logs";
import { useQuery } from "@tanstack/react-query";
import { authLogEntryQuery, authLogPageQuery } from "./auth-logs-api";

export function useAuthLogPage(query: AuthLogListQuery) {
  return useQuery(authLogPageQuery(query));
}

export function useAuthLogEntry(id: number | null) {
  return useQuery({ ...authLogEntryQuery(id ?? 0), enabled: id !== null });
}

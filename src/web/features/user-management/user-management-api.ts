import {
  type ManagedUser,
  type ManagedUserListQuery,
  managedUserSchema,
  userAuditTrailSchema,
} from "@common/user-management";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { apiSend } from "@web/lib/api-client";
import { apiGet, apiGetPage, type ListPage } from "@web/lib/api-get";

/** Keys of User Management: an action changes a user's row and their audit trail. */
export const userManagementKeys = {
  all: ["user-management"] as const,
  list: (query: ManagedUserListQuery) => [...userManagementKeys.all, "list", query] as const,
  audit: (userId: number) => [...userManagementKeys.all, "audit", userId] as const,
};

export function fetchManagedUsers(
  query: ManagedUserListQuery,
  signal?: AbortSignal,
): Promise<ListPage<ManagedUser>> {
  return apiGetPage("/api/admin/users", managedUserSchema, { params: query, signal });
}

export function fetchUserAuditTrail(userId: number, signal?: AbortSignal) {
  return apiGet(`/api/admin/users/${userId}/audit`, userAuditTrailSchema, { signal });
}

/** The actions on an account, by the last part of their address. */
export type UserActionRequest =
  | { path: "disable" | "enable" | "mfa-reset" | "resend-verification" }
  | { path: "premium-override" | "administrator"; on: boolean };

export function sendUserAction(userId: number, request: UserActionRequest): Promise<ManagedUser> {
  const body = "on" in request ? { on: request.on } : undefined;
  return apiSend("POST", `/api/admin/users/${userId}/${request.path}`, managedUserSchema, body);
}

export function managedUsersQuery(query: ManagedUserListQuery) {
  return queryOptions({
    queryKey: userManagementKeys.list(query),
    queryFn: ({ signal }) => fetchManagedUsers(query, signal),
    // The current page stays on screen while the next page or search loads.
    placeholderData: keepPreviousData,
  });
}

export function userAuditTrailQuery(userId: number) {
  return queryOptions({
    queryKey: userManagementKeys.audit(userId),
    queryFn: ({ signal }) => fetchUserAuditTrail(userId, signal),
  });
}

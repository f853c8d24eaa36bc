import {
  type ManagedUser,
  type ManagedUserListQuery,
  managedUserSchema,
  userAuditTrailSchema,
} from "@common/user-management";
import { apiSend } from "@web/lib/api-client";
import { listPageQuery, readQuery } from "@web/lib/read-query";

/** Keys of User Management: an action changes a user's row and their audit trail. */
export const userManagementKeys = {
  all: ["user-management"] as const,
  list: (query: ManagedUserListQuery) => [...userManagementKeys.all, "list", query] as const,
  audit: (userId: number) => [...userManagementKeys.all, "audit", userId] as const,
};

/** The actions on an account, by the last part of their address. */
export type UserActionRequest =
  | { path: "disable" | "enable" | "mfa-reset" | "resend-verification" }
  | { path: "premium-override" | "administrator"; on: boolean };

export function sendUserAction(userId: number, request: UserActionRequest): Promise<ManagedUser> {
  const body = "on" in request ? { on: request.on } : undefined;
  return apiSend("POST", `/api/admin/users/${userId}/${request.path}`, managedUserSchema, body);
}

export const managedUsersQuery = (query: ManagedUserListQuery) =>
  listPageQuery(userManagementKeys.list(query), "/api/admin/users", managedUserSchema, query);

export const userAuditTrailQuery = (userId: number) =>
  readQuery(
    userManagementKeys.audit(userId),
    `/api/admin/users/${userId}/audit`,
    userAuditTrailSchema,
  );

import type { ManagedUser, ManagedUserListQuery } from "@common/user-management";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { userKeys } from "@web/hooks/use-user";
import {
  managedUsersQuery,
  sendUserAction,
  type UserActionRequest,
  userAuditTrailQuery,
  userManagementKeys,
} from "./user-management-api";

export function useManagedUsers(query: ManagedUserListQuery) {
  return useQuery(managedUsersQuery(query));
}

/** The user's audit trail (read when their Manage panel opens). */
export function useUserAuditTrail(userId: number) {
  return useQuery(userAuditTrailQuery(userId));
}

export type UserActionCall = { user: ManagedUser; request: UserActionRequest; self: boolean };

/**
 * One action on an account. The list (the row, and which rows a filter keeps) and the row's
 * history are read again; an action on oneself (removing one's own role) also changes the
 * signed-in user.
 */
export function useUserAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ user, request }: UserActionCall) => sendUserAction(user.id, request),
    retry: false,
    onSettled: (_answer, _error, { self }) => {
      void queryClient.invalidateQueries({ queryKey: userManagementKeys.all });
      if (self) void queryClient.invalidateQueries({ queryKey: userKeys.all });
    },
  });
}

import type { PublicUser } from "@common/user";
import { useQueryClient } from "@tanstack/react-query";
import { userQuery } from "@web/hooks/use-user";
import { useLocation } from "wouter";

/** After sign-in or sign-up: remember the user and go to the dashboard. */
export function useSignedIn() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return (user: PublicUser) => {
    queryClient.setQueryData(userQuery.queryKey, user);
    navigate("/");
  };
}

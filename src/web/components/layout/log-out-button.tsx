import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Button } from "@web/components/ui/button";
import { useToast } from "@web/hooks/use-toast";
import { endSession, userQuery } from "@web/hooks/use-user";
import { failureToast } from "@web/lib/failure-toast";
import { useLocation } from "wouter";

/** Signs out, forgets every cached answer of this user, and returns to /auth. */
export function LogOutButton() {
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const logOut = useMutation({
    mutationFn: endSession,
    retry: false,
    onSuccess: () => {
      queryClient.clear();
      queryClient.setQueryData(userQuery.queryKey, null);
      toast({ title: "Logged out" });
      navigate("/auth");
    },
    onError: failureToast("Logout failed"),
  });
  return (
    <Button variant="outline" size="sm" onClick={() => logOut.mutate()} disabled={logOut.isPending}>
      Log out
    </Button>
  );
}

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { Spinner } from "@web/components/ui/spinner";
import { useToast } from "@web/hooks/use-toast";
import { apiRequest } from "@web/lib/api-client";
import { serverMessage } from "@web/lib/server-message";
import { format } from "date-fns";
import { activeSessionsQuery } from "./security-queries";

/** Every browser signed in to this account, each of which can be signed out. */
export function ActiveSessionsCard() {
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const sessions = useQuery(activeSessionsQuery);
  const refresh = () => queryClient.invalidateQueries({ queryKey: activeSessionsQuery.queryKey });
  const onError = (error: unknown) =>
    toast({
      title: "Failed to sign out",
      description: serverMessage(error, "Please try again."),
      variant: "destructive",
    });
  const signOut = useMutation({
    mutationFn: (id: string) =>
      apiRequest("DELETE", `/api/user/sessions/${encodeURIComponent(id)}`),
    onSuccess: () => {
      toast({ title: "Session signed out" });
      void refresh();
    },
    onError,
  });
  const signOutOthers = useMutation({
    mutationFn: () => apiRequest("POST", "/api/user/sessions/sign-out-others"),
    onSuccess: () => {
      toast({ title: "Signed out of all other sessions" });
      void refresh();
    },
    onError,
  });
  const others = sessions.data?.filter((session) => !session.current) ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle>Active sessions</CardTitle>
        <CardDescription>Browsers where you are signed in to CertMinder.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {sessions.isPending && <Spinner />}
        <ul className="grid gap-3">
          {sessions.data?.map((session) => (
            <li
              key={session.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-md border p-3"
            >
              <div className="min-w-0 text-sm">
                <p className="truncate font-medium">
                  {session.userAgent ?? "Unknown browser"}{" "}
                  {session.current && <span className="text-primary">(This session)</span>}
                </p>
                <p className="text-muted-foreground">
                  {session.ipAddress ?? "Unknown IP"} · signed in{" "}
                  {format(new Date(session.createdAt), "MMM d, yyyy")} · last active{" "}
                  {format(new Date(session.lastSeenAt), "MMM d, yyyy")}
                </p>
              </div>
              {!session.current && (
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => signOut.mutate(session.id)}
                  disabled={signOut.isPending}
                >
                  Sign out
                </Button>
              )}
            </li>
          ))}
        </ul>
        {others.length > 0 && (
          <div>
            <Button
              variant="destructive"
              onClick={() => signOutOthers.mutate()}
              disabled={signOutOthers.isPending}
            >
              Sign out everywhere else
            </Button>
          </div>
        )}
      </CardContent>
    </Card>
  );
}

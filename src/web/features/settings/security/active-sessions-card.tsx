import { browserName } from "@common/accounts/browser-name";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { Spinner } from "@web/components/ui/spinner";
import { formatDay } from "../format-day";
import { BrowserListItem } from "./browser-list-item";
import {
  useActiveSessions,
  useSignOutOtherSessions,
  useSignOutSession,
} from "./use-active-sessions";

/** Every browser signed in to this account; the others can be signed out. */
export function ActiveSessionsCard() {
  const sessions = useActiveSessions();
  const signOut = useSignOutSession();
  const signOutOthers = useSignOutOtherSessions();
  const hasOthers = sessions.data?.some((session) => !session.current) ?? false;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Active sessions</CardTitle>
        <CardDescription>Browsers where you are signed in to CertMinder.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {sessions.isPending && <Spinner />}
        {sessions.isError && (
          <p className="text-sm text-destructive">Could not load your sessions.</p>
        )}
        {sessions.data && sessions.data.length > 0 && (
          <ul className="grid gap-3">
            {sessions.data.map((session) => {
              const browser = browserName(session.userAgent);
              return (
                <BrowserListItem
                  key={session.id}
                  name={browser}
                  currentLabel={session.current && "(This session)"}
                  details={[
                    session.ipAddress ?? "Unknown IP",
                    `Signed in ${formatDay(session.createdAt)} · Last active ${formatDay(session.lastSeenAt)}`,
                  ]}
                  action={
                    !session.current && (
                      <Button
                        variant="outline"
                        size="sm"
                        onClick={() => signOut.mutate(session.id)}
                        disabled={signOut.isPending}
                      >
                        Sign out<span className="sr-only"> {browser}</span>
                      </Button>
                    )
                  }
                />
              );
            })}
          </ul>
        )}
        {hasOthers && (
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

import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { Spinner } from "@web/components/ui/spinner";
import { AdminMfaSettings } from "./admin-mfa-settings";
import { AdminPasswordForm } from "./admin-password-form";
import { useAdminSession } from "./use-admin-session";

/**
 * The admin credential's own settings, for the System page: its password and its two-factor
 * authentication. Shown inside the admin area, so the admin session is live.
 */
export function AdminCredentialSection() {
  const { data: session } = useAdminSession();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Admin credential</CardTitle>
        <CardDescription>
          The sign-in of the admin area
          {session ? (
            <>
              {" "}
              (admin username{" "}
              <span className="font-medium text-foreground">{session.username}</span>)
            </>
          ) : null}
          . Lost the password? Run <code>npm run admin:password</code> on the server.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        {session ? (
          <>
            <AdminPasswordForm />
            <div className="border-t pt-6">
              <AdminMfaSettings mfaEnabled={session.mfaEnabled} />
            </div>
          </>
        ) : (
          <Spinner />
        )}
      </CardContent>
    </Card>
  );
}

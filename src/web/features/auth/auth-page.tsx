import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { Spinner } from "@web/components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@web/components/ui/tabs";
import { useAppSettings } from "@web/hooks/use-app-settings";
import { useDocumentTitle } from "@web/hooks/use-document-title";
import { lazyNamed } from "@web/lib/lazy-named";
import { BadgeCheck } from "lucide-react";
import { Suspense } from "react";
import { LoginForm } from "./login-form";
import { MarketingPanel } from "./marketing-panel";
import { SignUpsClosed } from "./sign-ups-closed";

// Most visits sign in: the sign-up steps are fetched when the Register tab is pointed at or
// opened, not with the page.
const RegisterFlow = lazyNamed(() => import("./register-flow"), "RegisterFlow");

/** The sign-in screen: Login and Register tabs and, on wider screens, the marketing panel. */
export function AuthPage() {
  useDocumentTitle("Sign in");
  // Until it is known, the form shows; the server refuses a sign-up while they are closed.
  const { data: settings } = useAppSettings();
  return (
    <div className="grid min-h-screen bg-background md:grid-cols-2">
      <main className="flex items-center justify-center p-4 sm:p-6">
        <Card className="w-full max-w-md">
          <CardHeader className="items-center text-center">
            <BadgeCheck className="size-10 text-primary" aria-hidden="true" />
            <CardTitle as="h1" className="text-3xl">
              CertMinder
            </CardTitle>
            <CardDescription>
              Track your licenses, certifications and continuing-education credits in one place.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <Tabs defaultValue="login">
              <TabsList className="grid-cols-2">
                <TabsTrigger value="login">Login</TabsTrigger>
                <TabsTrigger
                  value="register"
                  onPointerEnter={RegisterFlow.preload}
                  onFocus={RegisterFlow.preload}
                >
                  Register
                </TabsTrigger>
              </TabsList>
              <TabsContent value="login">
                <LoginForm />
              </TabsContent>
              <TabsContent value="register">
                {settings?.signUpsOpen === false ? (
                  <SignUpsClosed />
                ) : (
                  <Suspense
                    fallback={
                      <div className="flex justify-center py-8">
                        <Spinner />
                      </div>
                    }
                  >
                    <RegisterFlow />
                  </Suspense>
                )}
              </TabsContent>
            </Tabs>
          </CardContent>
        </Card>
      </main>
      <MarketingPanel />
    </div>
  );
}

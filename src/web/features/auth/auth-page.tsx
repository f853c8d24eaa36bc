import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@web/components/ui/tabs";
import { useAppSettings } from "@web/hooks/use-app-settings";
import { useDocumentTitle } from "@web/hooks/use-document-title";
import { BadgeCheck } from "lucide-react";
import { LoginForm } from "./login-form";
import { MarketingPanel } from "./marketing-panel";
import { RegisterFlow } from "./register-flow";
import { SignUpsClosed } from "./sign-ups-closed";

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
                <TabsTrigger value="register">Register</TabsTrigger>
              </TabsList>
              <TabsContent value="login">
                <LoginForm />
              </TabsContent>
              <TabsContent value="register">
                {settings?.signUpsOpen === false ? <SignUpsClosed /> : <RegisterFlow />}
              </TabsContent>
            </Tabs>
          </CardContent>
        </Card>
      </main>
      <MarketingPanel />
    </div>
  );
}

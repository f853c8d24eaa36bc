import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { UnderConstruction } from "@web/components/under-construction";
import { useDocumentTitle } from "@web/hooks/use-document-title";
import { BadgeCheck } from "lucide-react";
import { MarketingPanel } from "./marketing-panel";

/** The sign-in screen: the sign-in card and, on wider screens, the marketing panel. */
export function AuthPage() {
  useDocumentTitle("Sign in");
  return (
    <div className="grid min-h-screen bg-background md:grid-cols-2">
      <main className="flex items-center justify-center p-6">
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
            <UnderConstruction>
              Signing in and creating an account are being built and arrive soon.
            </UnderConstruction>
          </CardContent>
        </Card>
      </main>
      <MarketingPanel />
    </div>
  );
}

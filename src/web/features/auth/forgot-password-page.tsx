import { buttonVariants } from "@web/components/ui/button";
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from "@web/components/ui/card";
import { UnderConstruction } from "@web/components/under-construction";
import { useDocumentTitle } from "@web/hooks/use-document-title";
import { Link } from "wouter";

export function ForgotPasswordPage() {
  useDocumentTitle("Forgot password");
  return (
    <main className="flex min-h-screen items-center justify-center bg-background p-6">
      <Card className="w-full max-w-md">
        <CardHeader>
          <CardTitle as="h1">Forgot password</CardTitle>
        </CardHeader>
        <CardContent>
          <UnderConstruction>
            Resetting a forgotten password is being built and arrives soon.
          </UnderConstruction>
        </CardContent>
        <CardFooter>
          <Link href="/auth" className={buttonVariants({ variant: "link" })}>
            Back to sign in
          </Link>
        </CardFooter>
      </Card>
    </main>
  );
}

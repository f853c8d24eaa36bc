import { buttonVariants } from "@web/components/ui/button";
import { useDocumentTitle } from "@web/hooks/use-document-title";
import { Link } from "wouter";

export function NotFoundPage() {
  useDocumentTitle("Page Not Found");
  return (
    <main className="flex min-h-screen items-center justify-center bg-background p-6">
      <div className="grid max-w-md gap-4 text-center">
        <h1 className="text-3xl font-bold tracking-tight">404 Page Not Found</h1>
        <p className="text-muted-foreground">
          The page you are looking for does not exist or has moved.
        </p>
        <div>
          <Link href="/" className={buttonVariants()}>
            Back to Dashboard
          </Link>
        </div>
      </div>
    </main>
  );
}

import { Badge } from "@web/components/ui/badge";
import { buttonVariants } from "@web/components/ui/button";
import { Card, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { useDocumentTitle } from "@web/hooks/use-document-title";
import { Lightbulb } from "lucide-react";
import { Link } from "wouter";
import { comingFeatures } from "./coming-features";

/** /coming-soon: what CertMinder will do next, and a way to ask for more. */
export function ComingSoonPage() {
  useDocumentTitle("Features Coming Soon");
  return (
    <div className="grid w-full max-w-5xl min-w-0 gap-6">
      <div className="grid gap-1">
        <h1 className="text-3xl font-bold tracking-tight">Features Coming Soon</h1>
        <p className="text-muted-foreground">
          What we are working on to make keeping your credentials current even easier.
        </p>
      </div>
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {comingFeatures.map(({ title, description, icon: Icon, page }) => (
          <li key={title} className="grid">
            <Card>
              <CardHeader>
                <div className="flex items-center justify-between gap-2">
                  <span
                    className="flex size-10 items-center justify-center rounded-md bg-primary/10 text-primary"
                    aria-hidden="true"
                  >
                    <Icon className="size-5" />
                  </span>
                  <Badge variant="info">Coming soon</Badge>
                </div>
                <CardTitle className="text-lg">{title}</CardTitle>
                <CardDescription>{description}</CardDescription>
                <p className="text-sm">
                  <span className="text-muted-foreground">Will be at: </span>
                  {page.place}
                </p>
              </CardHeader>
            </Card>
          </li>
        ))}
      </ul>
      <Card className="flex flex-wrap items-center justify-between gap-4 p-6">
        <div className="flex items-start gap-3">
          <Lightbulb className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
          <div className="grid gap-1">
            <h2 className="font-semibold">Missing something?</h2>
            <p className="text-sm text-muted-foreground">
              Tell us what would help you most; suggestions decide what comes next.
            </p>
          </div>
        </div>
        <Link href="/feedback?type=feature" className={buttonVariants()}>
          Suggest a feature
        </Link>
      </Card>
    </div>
  );
}

import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { useDocumentTitle } from "@web/hooks/use-document-title";
import { useSearchParams } from "wouter";
import { FeedbackForm } from "./feedback-form";
import { FeedbackHistory } from "./feedback-history";

/** /feedback: send a bug report, feature request or general feedback; see what was sent. */
export function FeedbackPage() {
  useDocumentTitle("Feedback");
  const [searchParams] = useSearchParams();
  return (
    <div className="grid w-full max-w-3xl min-w-0 gap-6">
      <div className="grid gap-1">
        <h1 className="text-3xl font-bold tracking-tight">Feedback</h1>
        <p className="text-muted-foreground">
          Found a problem or missing something? Tell us; it shapes what we build next.
        </p>
      </div>
      <Card>
        <CardHeader>
          <CardTitle className="text-xl">Tell us what you think</CardTitle>
          <CardDescription>Every field except the rating is required.</CardDescription>
        </CardHeader>
        <CardContent>
          <FeedbackForm requestedType={searchParams.get("type")} />
        </CardContent>
      </Card>
      <FeedbackHistory />
    </div>
  );
}

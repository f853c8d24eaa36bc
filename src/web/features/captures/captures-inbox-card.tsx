import { countOf } from "@common/plural";
import { useQuery } from "@tanstack/react-query";
import { CaptureMailHint } from "@web/components/capture-mail/capture-mail-hint";
import { Card, CardContent, CardHeader, CardTitle } from "@web/components/ui/card";
import { Link } from "wouter";
import { CaptureStatusBadge } from "./capture-status";
import { captureInboxQuery } from "./captures-api";
import { reviewPath } from "./review-address";

/** The newest few shown on the dashboard. */
const shownOnDashboard = 5;

/** "Certificates to review" on the dashboard, shown only while any wait in the inbox. */
export function CapturesInboxCard() {
  const inbox = useQuery(captureInboxQuery());
  const rows = inbox.data?.rows ?? [];
  if (rows.length === 0) return null;
  const total = inbox.data?.total ?? rows.length;
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle className="text-xl">Certificates to review</CardTitle>
        <Link href="/captures" className="text-sm font-medium text-primary hover:underline">
          Open the inbox ({countOf(total, "certificate", "certificates")})
        </Link>
      </CardHeader>
      <CardContent className="grid gap-4">
        <ul className="grid gap-3">
          {rows.slice(0, shownOnDashboard).map((capture) => (
            <li
              key={capture.id}
              className="flex min-w-0 flex-wrap items-center justify-between gap-2"
            >
              {capture.status === "ready" || capture.status === "failed" ? (
                <Link
                  href={reviewPath(capture.id)}
                  className="min-w-0 text-sm font-medium break-words text-primary hover:underline"
                >
                  {capture.fields?.title ?? capture.fileName}
                </Link>
              ) : (
                <span className="min-w-0 text-sm break-words">{capture.fileName}</span>
              )}
              <CaptureStatusBadge status={capture.status} />
            </li>
          ))}
        </ul>
        <CaptureMailHint />
      </CardContent>
    </Card>
  );
}

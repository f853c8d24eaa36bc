import type { Capture } from "@common/captures";
import { buttonVariants } from "@web/components/ui/button";
import { Progress } from "@web/components/ui/progress";
import { cn } from "@web/lib/cn";
import { Link } from "wouter";
import { CaptureStatusBadge } from "./capture-status";
import { reviewPath } from "./review-address";
import type { CaptureUpload } from "./use-capture-uploads";

function percentSent(upload: CaptureUpload): number {
  return upload.total > 0 ? (upload.sent / upload.total) * 100 : 0;
}

/**
 * One dropped file: its progress while it waits its turn and is sent, then how its reading
 * goes (`capture`, from the inbox), and Review once there is something to review.
 */
export function CaptureUploadRow({
  upload,
  capture,
  from,
}: {
  upload: CaptureUpload;
  capture: Capture | undefined;
  from: string;
}) {
  const sending = upload.stage === "waiting" || upload.stage === "sending";
  return (
    <li className="grid min-w-0 gap-1.5 rounded-md border p-3" aria-label={upload.fileName}>
      <div className="flex min-w-0 flex-wrap items-center justify-between gap-2">
        <span className="min-w-0 text-sm font-medium break-words">{upload.fileName}</span>
        {upload.stage === "waiting" && (
          <span className="text-xs text-muted-foreground">Waiting</span>
        )}
        {upload.stage === "sending" && (
          <span className="text-xs text-muted-foreground">Sending</span>
        )}
        {capture && <CaptureStatusBadge status={capture.status} />}
        {upload.stage === "sent" && !capture && (
          <span className="text-xs text-muted-foreground">Saved or discarded</span>
        )}
      </div>
      {sending && <Progress value={percentSent(upload)} label={`Sending ${upload.fileName}`} />}
      {upload.error && <p className="text-sm text-destructive">{upload.error}</p>}
      {capture?.status === "failed" && capture.error && (
        <p className="text-sm text-destructive">{capture.error}</p>
      )}
      {capture && (capture.status === "ready" || capture.status === "failed") && (
        <Link
          href={reviewPath(capture.id, from)}
          className={cn(buttonVariants({ variant: "outline", size: "sm" }), "justify-self-start")}
        >
          Review
        </Link>
      )}
    </li>
  );
}

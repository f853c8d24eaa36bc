import type { Capture } from "@common/captures";
import { countOf } from "@common/plural";
import { useQuery } from "@tanstack/react-query";
import { CaptureMailHint } from "@web/components/capture-mail/capture-mail-hint";
import { ListHeading } from "@web/components/lists/list-heading";
import { EmptyList } from "@web/components/lists/list-states";
import { PagedList } from "@web/components/lists/paged-list";
import { buttonVariants } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { useDocumentTitle } from "@web/hooks/use-document-title";
import { cn } from "@web/lib/cn";
import { formatDate } from "@web/lib/format-date";
import { Link } from "wouter";
import { CaptureStatusBadge } from "./capture-status";
import { captureInboxQuery } from "./captures-api";
import { CertificateDropZone } from "./certificate-drop-zone";
import { DiscardCaptureButton } from "./discard-capture-button";
import { reviewPath } from "./review-address";

function CaptureItem({ capture }: { capture: Capture }) {
  const reviewable = capture.status === "ready" || capture.status === "failed";
  return (
    <li>
      <Card className="grid min-w-0 gap-2 p-4">
        <div className="flex min-w-0 flex-wrap items-center justify-between gap-2">
          <h2 className="min-w-0 font-medium break-words">
            {capture.fields?.title ?? capture.fileName}
          </h2>
          <CaptureStatusBadge status={capture.status} />
        </div>
        <p className="min-w-0 text-sm break-words text-muted-foreground">
          {capture.fields?.title ? `${capture.fileName} · ` : ""}added{" "}
          {formatDate(capture.createdAt)}
        </p>
        {capture.status === "failed" && capture.error && (
          <p className="text-sm text-destructive">{capture.error}</p>
        )}
        <div className="flex flex-wrap gap-2">
          {reviewable && (
            <Link
              href={reviewPath(capture.id)}
              className={cn(buttonVariants({ size: "sm" }))}
              aria-label={`Review ${capture.fileName}`}
            >
              Review
            </Link>
          )}
          <DiscardCaptureButton capture={capture} />
        </div>
      </Card>
    </li>
  );
}

/** The inbox: every certificate sent to be read and not yet saved or discarded, newest first. */
export function CapturesPage() {
  useDocumentTitle("Certificate inbox");
  const inbox = useQuery(captureInboxQuery());
  return (
    <PagedList
      heading={
        <ListHeading
          title="Certificate inbox"
          description="Certificates read into credits, waiting for you to check and save them."
        />
      }
      filters={
        <div className="grid gap-3">
          <CertificateDropZone from="/captures" />
          <CaptureMailHint />
        </div>
      }
      answer={inbox}
      rows={(data) => data.rows}
      isEmpty={(data) => data.total === 0}
      whenEmpty={<EmptyList>No certificates waiting. Drop some above to add credits.</EmptyList>}
      label="Certificates"
      count={(data) => `${countOf(data.total, "certificate", "certificates")} waiting`}
    >
      {(data) => (
        <ul className="grid min-w-0 gap-3">
          {data.rows.map((capture) => (
            <CaptureItem key={capture.id} capture={capture} />
          ))}
        </ul>
      )}
    </PagedList>
  );
}

import type { CaptureFieldName } from "@common/capture/capture-fields";
import type { Capture } from "@common/captures";
import type { Credit } from "@common/certifications/credit";
import { useQuery } from "@tanstack/react-query";
import { ErrorDisplay } from "@web/components/error-display";
import { Card } from "@web/components/ui/card";
import { PageSpinner, Spinner } from "@web/components/ui/spinner";
import { useDocumentTitle } from "@web/hooks/use-document-title";
import { ApiError } from "@web/lib/api-error";
import { toast } from "@web/lib/toast-store";
import { ArrowLeft } from "lucide-react";
import { useRef, useState } from "react";
import { Link, useLocation, useParams, useSearchParams } from "wouter";
import { CaptureDocument } from "./capture-document";
import { CaptureReviewForm } from "./capture-review-form";
import { CaptureStatusBadge } from "./capture-status";
import { captureInboxQuery, captureQuery, isBeingRead } from "./captures-api";
import { DiscardCaptureButton } from "./discard-capture-button";
import { reviewPath, reviewReturnPath } from "./review-address";
import { type SavedAndNext, SavedAndNextNote } from "./saved-and-next";

function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/** What the reader has to say beside the fields: why it failed, or what it could not find. */
function ReaderNote({ capture }: { capture: Capture }) {
  if (capture.status === "failed") {
    return (
      <p
        role="alert"
        className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800"
      >
        {capture.error ?? "This certificate could not be read."} Fill in the credit from the
        certificate shown.
      </p>
    );
  }
  if (!capture.error) return null;
  return (
    <p className="rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
      {capture.error}
    </p>
  );
}

/**
 * The review of one capture: the certificate beside the credit read from it. Saving goes back
 * to where the user came from (`?from=`), or on to the next certificate ready for review.
 */
export function CaptureReviewPage() {
  const params = useParams<{ id: string }>();
  const id = Number(params.id);
  const validId = Number.isInteger(id) && id > 0;
  const [search] = useSearchParams();
  const from = search.get("from");
  const back = reviewReturnPath(from);
  const [, navigate] = useLocation();
  const query = useQuery({ ...captureQuery(id), enabled: validId });
  const inbox = useQuery(captureInboxQuery());
  const [shown, setShown] = useState<CaptureFieldName | null>(null);
  const documentView = useRef<HTMLDivElement>(null);
  const show = (field: CaptureFieldName, bringIntoView = false) => {
    setShown(field);
    if (bringIntoView) documentView.current?.scrollIntoView({ block: "nearest" });
  };
  const notFound = !validId || isNotFound(query.error);
  useDocumentTitle(notFound ? "Certificate not found" : "Review certificate");

  const backLink = (
    <Link
      href={back}
      className="inline-flex items-center gap-1 text-sm text-muted-foreground underline-offset-4 hover:underline"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      {back === "/captures" ? "Certificate inbox" : "Back"}
    </Link>
  );
  if (notFound) {
    return (
      <div className="grid gap-4">
        {backLink}
        <h1 className="text-3xl font-bold tracking-tight">Certificate not found</h1>
        <p className="text-muted-foreground">It was saved as a credit or discarded.</p>
      </div>
    );
  }
  if (query.isPending) return <PageSpinner />;
  if (query.isError && !query.data) {
    return <ErrorDisplay error={query.error} onRetry={() => void query.refetch()} />;
  }
  const capture = query.data;
  const next = (inbox.data?.rows ?? []).find(
    (other) => other.id !== capture.id && other.status === "ready",
  );
  const saved = (then: "back" | "next", credit: Credit) => {
    if (then === "next" && next) {
      const state: SavedAndNext = { savedCredit: { title: credit.title, captureId: capture.id } };
      navigate(reviewPath(next.id, from ?? undefined), { state });
      return;
    }
    toast({ title: "Credit added" });
    navigate(back);
  };
  return (
    <div className="grid w-full min-w-0 gap-6">
      <div>{backLink}</div>
      <div className="flex min-w-0 flex-wrap items-center justify-between gap-3">
        <h1 className="min-w-0 text-3xl font-bold tracking-tight break-words">
          Review certificate
        </h1>
        <CaptureStatusBadge status={capture.status} />
      </div>
      <p className="-mt-4 min-w-0 text-sm break-words text-muted-foreground">{capture.fileName}</p>
      <SavedAndNextNote inbox={inbox.data?.rows} />
      <div className="grid min-w-0 gap-6 lg:grid-cols-2">
        <div ref={documentView} className="min-w-0 self-start lg:sticky lg:top-4">
          <CaptureDocument capture={capture} shown={shown} />
        </div>
        <Card className="grid min-w-0 content-start gap-4 self-start p-4 sm:p-6">
          {isBeingRead(capture) ? (
            <div className="grid justify-items-center gap-3 py-8 text-center">
              <Spinner />
              <p className="text-sm text-muted-foreground">
                Reading this certificate. Its fields show here in a moment.
              </p>
              <DiscardCaptureButton capture={capture} onDiscarded={() => navigate(back)} />
            </div>
          ) : (
            <>
              <ReaderNote capture={capture} />
              <CaptureReviewForm
                key={`${capture.id}-${capture.status}`}
                capture={capture}
                onShow={show}
                hasNext={next !== undefined}
                onSaved={saved}
                discard={
                  <DiscardCaptureButton capture={capture} onDiscarded={() => navigate(back)} />
                }
              />
            </>
          )}
        </Card>
      </div>
    </div>
  );
}

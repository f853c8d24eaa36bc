import type { CaptureFieldName } from "@common/capture/capture-fields";
import type { FieldEvidence, PageSize } from "@common/capture/document-text";
import type { Capture, CapturePageImage } from "@common/captures";
import { ExternalLink } from "lucide-react";
import { useState } from "react";
import { evidenceBoxStyle } from "./evidence-box";

/** What a page image is called: the file, and which page when there are several. */
function pageLabel(capture: Capture, page: CapturePageImage): string {
  const pages = capture.pageImages.length;
  return pages > 1
    ? `The certificate: ${capture.fileName}, page ${page.number} of ${pages}`
    : `The certificate: ${capture.fileName}`;
}

/**
 * The certificate beside the form, page by page, with the words of the field pointed at
 * (`shown`) outlined where they were read, and a link to the file as it was sent. A PDF's
 * pages show once read; one whose reading failed is only a link.
 */
export function CaptureDocument({
  capture,
  shown,
}: {
  capture: Capture;
  shown: CaptureFieldName | null;
}) {
  const evidence = shown ? (capture.evidence[shown] ?? []) : [];
  return (
    <div className="grid min-w-0 gap-2">
      {capture.pageImages.length === 0 && (
        <p className="rounded-md border p-4 text-sm text-muted-foreground">
          {capture.status === "failed"
            ? "This certificate cannot be shown here; open the original file."
            : "Its pages show here once it is read."}
        </p>
      )}
      <div className="grid min-w-0 gap-3 lg:max-h-[85vh] lg:overflow-y-auto">
        {capture.pageImages.map((page) => (
          <CapturePage
            key={page.url}
            page={page}
            label={pageLabel(capture, page)}
            // An image's own file is its page: its pixels are its boxes' units.
            isFile={page.url === capture.fileUrl}
            boxes={evidence.filter((found) => found.page === page.number)}
          />
        ))}
      </div>
      <a
        href={capture.fileUrl}
        target="_blank"
        rel="noreferrer"
        className="inline-flex items-center gap-1 justify-self-start text-sm text-muted-foreground underline-offset-4 hover:underline"
      >
        <ExternalLink className="size-4" aria-hidden="true" />
        Open the original file
      </a>
    </div>
  );
}

function CapturePage({
  page,
  label,
  isFile,
  boxes,
}: {
  page: CapturePageImage;
  label: string;
  isFile: boolean;
  boxes: FieldEvidence[];
}) {
  const [natural, setNatural] = useState<PageSize | null>(null);
  const [failed, setFailed] = useState(false);
  const size = page.size ?? (isFile ? natural : null);
  if (failed) {
    return (
      <p className="rounded-md border p-4 text-sm text-muted-foreground">
        {label} cannot be shown here; open the original file.
      </p>
    );
  }
  return (
    <div
      className="relative w-full min-w-0 self-start overflow-hidden rounded-md border bg-white"
      style={page.size ? { aspectRatio: `${page.size.width} / ${page.size.height}` } : undefined}
    >
      <img
        src={page.url}
        alt={label}
        loading={page.number > 1 ? "lazy" : undefined}
        className="block h-auto w-full"
        onLoad={(event) =>
          setNatural({
            width: event.currentTarget.naturalWidth,
            height: event.currentTarget.naturalHeight,
          })
        }
        onError={() => setFailed(true)}
      />
      {natural &&
        size &&
        boxes.map((found) => {
          const style = evidenceBoxStyle(found.box, size);
          if (!style) return null;
          return (
            <span
              key={`${found.box.x}:${found.box.y}:${found.text}`}
              data-testid="evidence-highlight"
              aria-hidden="true"
              className="pointer-events-none absolute rounded-sm bg-yellow-300/40 ring-2 ring-amber-500"
              style={style}
            />
          );
        })}
    </div>
  );
}

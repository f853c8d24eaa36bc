import type { CaptureFieldName } from "@common/capture/capture-fields";
import type { Capture } from "@common/captures";
import { useState } from "react";
import { evidenceBoxStyle, type PageSize } from "./evidence-box";

/**
 * The certificate beside the form. An image shows the words of the field pointed at (`shown`)
 * outlined where they were read; a PDF is shown by the browser, and its words are named under
 * each field with their page.
 */
export function CaptureDocument({
  capture,
  shown,
}: {
  capture: Capture;
  shown: CaptureFieldName | null;
}) {
  const [size, setSize] = useState<PageSize | null>(null);
  if (capture.fileType === "application/pdf") {
    return (
      <iframe
        src={capture.fileUrl}
        title={`The certificate: ${capture.fileName}`}
        className="h-[70vh] min-h-96 w-full rounded-md border"
      />
    );
  }
  const boxes = shown && size ? (capture.evidence[shown] ?? []) : [];
  return (
    <div className="relative w-full min-w-0 self-start overflow-hidden rounded-md border">
      <img
        src={capture.fileUrl}
        alt={`The certificate: ${capture.fileName}`}
        className="block h-auto w-full"
        onLoad={(event) =>
          setSize({
            width: event.currentTarget.naturalWidth,
            height: event.currentTarget.naturalHeight,
          })
        }
      />
      {size &&
        boxes.map((found) => {
          const style = evidenceBoxStyle(found.box, size);
          if (!style || found.page !== 1) return null;
          return (
            <span
              key={`${found.page}:${found.box.x}:${found.box.y}:${found.text}`}
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

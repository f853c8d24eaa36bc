import type { CaptureFieldName } from "@common/capture/capture-fields";
import type { Capture } from "@common/captures";
import { Badge } from "@web/components/ui/badge";

/** Below this, a field read is marked for the user to check. */
export const sureEnough = 0.8;

/** Whether the reader was unsure of a field it read. */
export function needsChecking(capture: Capture, field: CaptureFieldName): boolean {
  const confidence = capture.confidence[field];
  return confidence !== undefined && confidence < sureEnough;
}

/**
 * Under a field: the words it was read from ("Read from: “…”"), which show where they are on
 * the page when tapped or pointed at, and "Check this" when the reader was unsure.
 */
export function ReadFromHint({
  capture,
  field,
  onShow,
}: {
  capture: Capture;
  field: CaptureFieldName;
  /** Outlines the words on the page; a tap also brings the page into view (a phone's). */
  onShow: (field: CaptureFieldName, bringIntoView?: boolean) => void;
}) {
  const evidence = capture.evidence[field] ?? [];
  if (evidence.length === 0 && !needsChecking(capture, field)) return null;
  const pages = capture.pages !== null && capture.pages > 1;
  return (
    <span className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
      {needsChecking(capture, field) && <Badge variant="warning">Check this</Badge>}
      {evidence.length > 0 && (
        <button
          type="button"
          className="min-w-0 text-left break-words underline decoration-dotted underline-offset-2"
          onClick={() => onShow(field, true)}
          onMouseEnter={() => onShow(field)}
          onFocus={() => onShow(field)}
        >
          Read from:{" "}
          {evidence.map((found, index) => (
            <span key={`${found.page}:${found.box.x}:${found.box.y}:${found.text}`}>
              {index > 0 && ", "}“{found.text}”{pages && ` (page ${found.page})`}
            </span>
          ))}
        </button>
      )}
    </span>
  );
}

import { contrastWithWhite, minimumTextContrast } from "@web/lib/theme-variables";
import { TriangleAlert } from "lucide-react";

/**
 * Says so when white text on the colour would be hard to read. The app then writes dark text
 * on it instead (readableTextOn), which the user should know before saving.
 */
export function ContrastWarning({ colour }: { colour: string }) {
  const ratio = contrastWithWhite(colour);
  return (
    <div aria-live="polite">
      {ratio < minimumTextContrast && (
        <p className="flex items-start gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>
            Low contrast: white text on this colour has a contrast of {ratio.toFixed(1)}:1, below
            the {minimumTextContrast}:1 that text needs to be easy to read. Buttons in this colour
            will use dark text instead.
          </span>
        </p>
      )}
    </div>
  );
}

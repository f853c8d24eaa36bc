import { Spinner } from "@web/components/ui/spinner";
import { type ReactNode, Suspense } from "react";

/**
 * A chart for the eye (hidden from assistive technology, drawn once its lazily loaded code has
 * come), a caption that says what it shows for everyone, and the same figures as a table for
 * screen readers.
 */
export function ChartFigure({
  height,
  chart,
  summary,
  table,
}: {
  /** The chart's height, a Tailwind class such as `h-[240px]`. */
  height: string;
  chart: ReactNode;
  summary: string;
  /** The figures as a table with its caption. */
  table: ReactNode;
}) {
  return (
    <figure className="grid min-w-0 gap-3">
      <div aria-hidden="true" className={`${height} min-w-0`}>
        <Suspense
          fallback={
            <div className="flex h-full items-center justify-center">
              <Spinner />
            </div>
          }
        >
          {chart}
        </Suspense>
      </div>
      <figcaption className="text-sm text-muted-foreground">{summary}</figcaption>
      {/* A table ignores the 1 px width of sr-only; the wrapper holds it. */}
      <div className="sr-only">{table}</div>
    </figure>
  );
}

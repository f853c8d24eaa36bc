import { cn } from "@web/lib/cn";

/** A progress bar; `value` is a percentage and is drawn capped to 0..100. */
export function Progress({
  value,
  label,
  className,
}: {
  value: number;
  /** What the bar measures, for assistive technology. */
  label: string;
  className?: string;
}) {
  const shown = Math.round(Math.max(0, Math.min(100, value)));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={shown}
      className={cn("h-2 w-full overflow-hidden rounded-full bg-muted", className)}
    >
      <div
        className="h-full rounded-full bg-primary transition-all"
        style={{ width: `${shown}%` }}
      />
    </div>
  );
}

import { cn } from "@web/lib/cn";
import { useId } from "react";

/** An on/off switch with its name and its state in words beside it. */
export function SettingSwitch({
  label,
  checked,
  onChange,
  onLabel,
  offLabel,
  error,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  onLabel: string;
  offLabel: string;
  error?: string;
}) {
  const id = useId();
  return (
    <div className="grid gap-1.5">
      <div className="flex items-center gap-3">
        <button
          id={id}
          type="button"
          role="switch"
          aria-checked={checked}
          aria-describedby={`${id}-state${error ? ` ${id}-error` : ""}`}
          onClick={() => onChange(!checked)}
          className={cn(
            "inline-flex h-6 w-11 shrink-0 items-center rounded-full border-2 border-transparent transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background",
            checked ? "bg-primary" : "bg-input",
          )}
        >
          <span
            aria-hidden="true"
            className={cn(
              "block size-5 rounded-full bg-background shadow transition-transform",
              checked ? "translate-x-5" : "translate-x-0",
            )}
          />
        </button>
        <label htmlFor={id} className="text-sm font-medium">
          {label}
        </label>
        <span id={`${id}-state`} className="text-sm text-muted-foreground">
          {checked ? onLabel : offLabel}
        </span>
      </div>
      {error && (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}

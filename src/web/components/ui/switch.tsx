import { cn } from "@web/lib/cn";
import type { ComponentProps } from "react";

/**
 * An on/off switch: a button (role switch) that a click, Space or Enter turns on and off. Its
 * name is a `<label htmlFor>` beside it, given the switch's `id`.
 */
export function Switch({
  checked,
  onChange,
  className,
  ...props
}: Omit<ComponentProps<"button">, "onChange" | "type" | "role"> & {
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      onClick={() => onChange(!checked)}
      className={cn(
        "inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full border-2 border-transparent transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background",
        checked ? "bg-primary" : "bg-input",
        className,
      )}
      {...props}
    >
      <span
        aria-hidden="true"
        className={cn(
          "size-5 rounded-full bg-background shadow transition-transform",
          checked ? "translate-x-5" : "translate-x-0",
        )}
      />
    </button>
  );
}

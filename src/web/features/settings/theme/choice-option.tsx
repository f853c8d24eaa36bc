import { cn } from "@web/lib/cn";
import { type ReactNode, useId } from "react";

/**
 * One radio button of a group, drawn as a card the whole of which can be clicked. The radio is
 * named by `label` alone; `description` is read after it.
 */
export function ChoiceOption({
  name,
  value,
  checked,
  onSelect,
  label,
  description,
  className,
  children,
}: {
  name: string;
  value: string;
  checked: boolean;
  onSelect: () => void;
  label: string;
  description?: string;
  className?: string;
  children?: ReactNode;
}) {
  const id = useId();
  return (
    <label
      className={cn(
        "flex cursor-pointer items-start gap-3 rounded-lg border p-3 transition-colors hover:bg-accent has-[:checked]:border-primary has-[:checked]:ring-1 has-[:checked]:ring-primary has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring",
        className,
      )}
    >
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        onChange={onSelect}
        aria-labelledby={`${id}-label`}
        aria-describedby={description ? `${id}-description` : undefined}
        className="mt-0.5 size-4 shrink-0 accent-primary focus-visible:outline-none"
      />
      {children}
      <span className="grid min-w-0 gap-1">
        <span id={`${id}-label`} className="text-sm font-medium leading-none">
          {label}
        </span>
        {description && (
          <span id={`${id}-description`} className="text-sm text-muted-foreground">
            {description}
          </span>
        )}
      </span>
    </label>
  );
}

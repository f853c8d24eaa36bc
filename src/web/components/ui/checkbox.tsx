import * as CheckboxPrimitive from "@radix-ui/react-checkbox";
import { cn } from "@web/lib/cn";
import { Check } from "lucide-react";
import type { ComponentProps } from "react";

/**
 * A checkbox (a `button` with role="checkbox"); give it an `id` and a `<Label htmlFor>`.
 * Controlled with `checked` / `onCheckedChange` (the value is `boolean | "indeterminate"`).
 */
export function Checkbox({ className, ...props }: ComponentProps<typeof CheckboxPrimitive.Root>) {
  return (
    <CheckboxPrimitive.Root
      className={cn(
        "peer size-4 shrink-0 rounded-sm border border-primary ring-offset-background focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-50 data-[state=checked]:bg-primary data-[state=checked]:text-primary-foreground",
        className,
      )}
      {...props}
    >
      <CheckboxPrimitive.Indicator className="flex items-center justify-center text-current">
        <Check className="size-3.5" aria-hidden="true" />
      </CheckboxPrimitive.Indicator>
    </CheckboxPrimitive.Root>
  );
}

import { Badge } from "@web/components/ui/badge";
import { Tooltip, TooltipContent, TooltipTrigger } from "@web/components/ui/tooltip";
import { cn } from "@web/lib/cn";
import { useId } from "react";
import type { NavEntry } from "./nav-entry";
import { lockedNavItemClass, navItemClass, navLabelClass } from "./nav-styles";
import { premiumExplanation } from "./premium-explanation";

/**
 * A premium page shown to a user without premium: not a link, but focusable, so keyboard and
 * screen-reader users reach the explanation the tooltip gives on hover.
 */
export function LockedNavEntry({ entry, className }: { entry: NavEntry; className?: string }) {
  const explanationId = useId();
  const explanation = premiumExplanation(entry.label);
  const Icon = entry.icon;
  return (
    <>
      <Tooltip>
        <TooltipTrigger asChild>
          <button
            type="button"
            aria-disabled="true"
            aria-describedby={explanationId}
            className={cn(navItemClass, lockedNavItemClass, className)}
          >
            <Icon className="size-4 shrink-0" aria-hidden="true" />
            <span className={navLabelClass}>{entry.label}</span>
            <Badge variant="warning" className="ml-auto shrink-0">
              Premium
            </Badge>
          </button>
        </TooltipTrigger>
        <TooltipContent side="right">{explanation}</TooltipContent>
      </Tooltip>
      <span id={explanationId} hidden>
        {explanation}
      </span>
    </>
  );
}

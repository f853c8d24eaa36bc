import type { ReactNode } from "react";

/** One browser in a list of sessions or trusted devices: its name, two lines of detail, an action. */
export function BrowserListItem({
  name,
  currentLabel,
  details,
  action,
}: {
  name: string;
  /** "(This session)" or "(This device)" when it is the browser in use, else nothing. */
  currentLabel: string | false;
  details: [ReactNode, ReactNode];
  action: ReactNode;
}) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-md border p-3">
      <div className="grid min-w-0 gap-0.5 text-sm">
        <p className="font-medium break-words">
          {name} {currentLabel && <span className="text-primary">{currentLabel}</span>}
        </p>
        <p className="text-muted-foreground">{details[0]}</p>
        <p className="text-muted-foreground">{details[1]}</p>
      </div>
      {action}
    </li>
  );
}

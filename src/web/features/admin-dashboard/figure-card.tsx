import { Card, CardContent, CardHeader, CardTitle } from "@web/components/ui/card";
import { cn } from "@web/lib/cn";
import type { LucideIcon } from "lucide-react";
import { type ReactNode, useId } from "react";

export type Figure = {
  label: string;
  value: number;
  /** Draws the eye (a number an operator should act on), in words as well as colour. */
  attention?: boolean;
};

/**
 * One card of the admin dashboard: its headline figure, the figures under it as a
 * description list, and where an operator acts on them.
 */
export function FigureCard({
  title,
  icon: Icon,
  headline,
  figures,
  action,
}: {
  title: string;
  icon: LucideIcon;
  headline?: Figure;
  figures: Figure[];
  action?: ReactNode;
}) {
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId} className="flex min-w-0 flex-col">
      <CardHeader className="flex-row items-center justify-between gap-2 pb-2">
        <CardTitle id={titleId} className="text-lg font-semibold tracking-normal">
          {title}
        </CardTitle>
        <Icon className="size-5 text-muted-foreground" aria-hidden="true" />
      </CardHeader>
      <CardContent className="grid flex-1 content-start gap-4">
        {headline && (
          <p className="grid">
            <span className="text-3xl font-bold tabular-nums">{headline.value}</span>{" "}
            <span className="text-sm text-muted-foreground">{headline.label}</span>
          </p>
        )}
        {figures.length > 0 && (
          <dl className="grid gap-1.5 text-sm">
            {figures.map((figure) => (
              <div key={figure.label} className="flex items-baseline justify-between gap-3">
                <dt className="text-muted-foreground">{figure.label}</dt>
                <dd
                  className={cn(
                    "font-semibold tabular-nums",
                    figure.attention && figure.value > 0 && "text-destructive",
                  )}
                >
                  {figure.value}
                  {figure.attention && figure.value > 0 && (
                    <span className="sr-only"> (needs attention)</span>
                  )}
                </dd>
              </div>
            ))}
          </dl>
        )}
      </CardContent>
      {action && <div className="flex flex-wrap gap-2 p-6 pt-0">{action}</div>}
    </Card>
  );
}

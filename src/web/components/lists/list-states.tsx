import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { SearchX } from "lucide-react";
import type { ReactNode } from "react";

/**
 * A filtered list that found nothing: what did not match and, when `onClear` is given, the way
 * back to the whole list.
 */
export function NoneMatch({
  children,
  onClear,
  icon = true,
}: {
  children: ReactNode;
  onClear?: () => void;
  /** Whether the "nothing found" icon shows above the text. */
  icon?: boolean;
}) {
  return (
    <Card className="grid justify-items-center gap-3 p-8 text-center">
      {icon && <SearchX className="size-8 text-muted-foreground" aria-hidden="true" />}
      <p className="font-medium">{children}</p>
      {onClear && (
        <Button variant="outline" onClick={onClear}>
          Clear filters
        </Button>
      )}
    </Card>
  );
}

/** A list with nothing in it yet, unfiltered: one quiet line saying so. */
export function EmptyList({ children }: { children: ReactNode }) {
  return <Card className="p-8 text-center text-sm text-muted-foreground">{children}</Card>;
}

import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { SlidersHorizontal } from "lucide-react";

/**
 * On a phone, the button that unfolds a list's filters (decision record 018), with how many of
 * them are set; hidden from medium screens up, where the filters always show.
 */
export function FiltersToggle({
  open,
  onToggle,
  panelId,
  active,
}: {
  open: boolean;
  onToggle: () => void;
  /** The id of the panel it unfolds. */
  panelId: string;
  /** How many filters of the panel are set. */
  active: number;
}) {
  return (
    <Button
      variant="outline"
      className="md:hidden"
      aria-expanded={open}
      aria-controls={panelId}
      onClick={onToggle}
    >
      <SlidersHorizontal aria-hidden="true" />
      Filters
      {active > 0 && (
        <Badge>
          {active}
          <span className="sr-only"> active</span>
        </Badge>
      )}
    </Button>
  );
}

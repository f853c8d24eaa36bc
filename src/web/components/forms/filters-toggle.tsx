import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { cn } from "@web/lib/cn";
import { SlidersHorizontal } from "lucide-react";
import { useId, useState } from "react";

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

/**
 * A list's filters folded on a phone: the Filters button (`toggle`) and the props of the panel
 * it unfolds (`panel`): its id, and a grid of `columns` from medium screens up, hidden on a
 * phone until unfolded.
 */
export function useFoldedFilters(active: number, columns: string) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return {
    toggle: (
      <FiltersToggle
        open={open}
        onToggle={() => setOpen(!open)}
        panelId={panelId}
        active={active}
      />
    ),
    panel: {
      id: panelId,
      className: cn("min-w-0 gap-3 md:grid", columns, open ? "grid" : "hidden"),
    },
  };
}

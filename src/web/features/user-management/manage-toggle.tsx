import { Button } from "@web/components/ui/button";
import { ChevronDown } from "lucide-react";

/** Opens and closes a user's Manage panel (actions and history). */
export function ManageToggle({
  username,
  open,
  panelId,
  onToggle,
}: {
  username: string;
  open: boolean;
  panelId: string;
  onToggle: () => void;
}) {
  return (
    <Button
      variant="outline"
      size="sm"
      aria-expanded={open}
      aria-controls={open ? panelId : undefined}
      onClick={onToggle}
    >
      Manage<span className="sr-only"> {username}</span>
      <ChevronDown aria-hidden="true" className={open ? "rotate-180" : undefined} />
    </Button>
  );
}

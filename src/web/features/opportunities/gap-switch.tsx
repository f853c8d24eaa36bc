import { Switch } from "@web/components/ui/switch";
import { useId } from "react";

/**
 * "Matches my gaps": a switch listing only the opportunities that close a requirement still
 * missing credits.
 */
export function GapSwitch({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <Switch id={id} checked={checked} onChange={onChange} />
      <label htmlFor={id} className="cursor-pointer text-sm font-medium">
        Matches my gaps
      </label>
    </div>
  );
}

import { Label } from "@web/components/ui/label";
import { Switch } from "@web/components/ui/switch";
import { useId } from "react";

/** An on/off switch with its name and its state in words beside it. */
export function SettingSwitch({
  label,
  checked,
  onChange,
  onLabel,
  offLabel,
  error,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  onLabel: string;
  offLabel: string;
  error?: string;
}) {
  const id = useId();
  return (
    <div className="grid gap-1.5">
      <div className="flex items-center gap-3">
        <Switch
          id={id}
          checked={checked}
          onChange={onChange}
          aria-describedby={`${id}-state${error ? ` ${id}-error` : ""}`}
        />
        <Label htmlFor={id}>{label}</Label>
        <span id={`${id}-state`} className="text-sm text-muted-foreground">
          {checked ? onLabel : offLabel}
        </span>
      </div>
      {error && (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}

import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { Label } from "@web/components/ui/label";
import { useId } from "react";

export const radiusRange = { min: 0, max: 1.25, step: 0.05 } as const;

function radiusText(radius: number): string {
  return `${Number(radius.toFixed(2))} rem`;
}

/** How round the corners of buttons, fields and cards are. */
export function RadiusChoice({
  value,
  onChange,
}: {
  value: number;
  onChange: (radius: number) => void;
}) {
  const id = useId();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-xl">Corners</CardTitle>
        <CardDescription>0 rem gives square corners; the default is 0.5 rem.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-2">
        <div className="flex items-center justify-between gap-3">
          <Label htmlFor={id}>Corner radius</Label>
          <output htmlFor={id} className="font-mono text-sm">
            {radiusText(value)}
          </output>
        </div>
        <input
          id={id}
          type="range"
          min={radiusRange.min}
          max={radiusRange.max}
          step={radiusRange.step}
          value={Math.min(value, radiusRange.max)}
          aria-valuetext={radiusText(value)}
          onChange={(event) => onChange(Number(event.target.value))}
          className="w-full accent-primary"
        />
      </CardContent>
    </Card>
  );
}

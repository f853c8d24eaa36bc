import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { Label } from "@web/components/ui/label";
import { useId } from "react";
import { ChoiceOption } from "./choice-option";
import { ContrastWarning } from "./contrast-warning";
import { swatchName, themeSwatches } from "./theme-swatches";

/** The primary colour: one of the swatches, or any colour from the browser's picker. */
export function PrimaryColourChoice({
  value,
  onChange,
}: {
  value: string;
  onChange: (colour: string) => void;
}) {
  const customId = useId();
  const colour = value.toLowerCase();
  const name = swatchName(colour);
  return (
    <Card>
      <CardHeader>
        <CardTitle id="theme-colour-title" className="text-xl">
          Primary colour
        </CardTitle>
        <CardDescription>
          Used for buttons, links and highlights. Current: {name ?? "Custom"} ({colour})
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <fieldset
          aria-labelledby="theme-colour-title"
          className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-5"
        >
          {themeSwatches.map((swatch) => (
            <ChoiceOption
              key={swatch.value}
              name="theme-primary"
              value={swatch.value}
              checked={colour === swatch.value}
              onSelect={() => onChange(swatch.value)}
              label={swatch.name}
              className="items-center"
            >
              <span
                className="size-5 shrink-0 rounded-full border border-black/10"
                style={{ backgroundColor: swatch.value }}
                aria-hidden="true"
              />
            </ChoiceOption>
          ))}
        </fieldset>
        <div className="flex flex-wrap items-center gap-3">
          <Label htmlFor={customId}>Custom colour</Label>
          <input
            id={customId}
            type="color"
            value={colour}
            onChange={(event) => onChange(event.target.value)}
            className="h-10 w-16 cursor-pointer rounded-md border border-input bg-background p-1"
          />
          <span className="font-mono text-sm text-muted-foreground">{colour}</span>
        </div>
        <ContrastWarning colour={colour} />
      </CardContent>
    </Card>
  );
}

import { type Theme, themeVariants } from "@common/theme";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { ChoiceOption } from "./choice-option";

type Variant = Theme["variant"];

const variantTexts: Record<Variant, { label: string; description: string }> = {
  professional: {
    label: "Professional",
    description: "Plain white surfaces; the colour marks buttons, links and focus.",
  },
  tint: {
    label: "Tint",
    description: "Backgrounds, panels and borders take a light trace of the colour.",
  },
  vibrant: {
    label: "Vibrant",
    description: "Stronger accents in the colour on menus, highlights and borders.",
  },
};

export function VariantChoice({
  value,
  onChange,
}: {
  value: Variant;
  onChange: (variant: Variant) => void;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle id="theme-style-title" className="text-xl">
          Style
        </CardTitle>
        <CardDescription>How much of the colour the screens carry.</CardDescription>
      </CardHeader>
      <CardContent>
        <fieldset aria-labelledby="theme-style-title" className="grid gap-3 sm:grid-cols-3">
          {themeVariants.map((variant) => (
            <ChoiceOption
              key={variant}
              name="theme-variant"
              value={variant}
              checked={value === variant}
              onSelect={() => onChange(variant)}
              label={variantTexts[variant].label}
              description={variantTexts[variant].description}
            />
          ))}
        </fieldset>
      </CardContent>
    </Card>
  );
}

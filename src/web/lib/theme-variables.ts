import type { Theme } from "@common/theme";

const lightText = "#ffffff";
const darkText = "#020617";

/** WCAG 2: the contrast ratio normal-size text needs to be easy to read. */
export const minimumTextContrast = 4.5;

/** The CSS custom properties on :root that carry a theme. */
export function themeCssVariables(theme: Theme): Record<string, string> {
  return {
    "--primary": theme.primary,
    "--primary-foreground": readableTextOn(theme.primary),
    "--ring": theme.primary,
    "--radius": `${theme.radius}rem`,
  };
}

/** White or near-black, whichever contrasts more with the hex background colour. */
export function readableTextOn(hexBackground: string): string {
  const background = relativeLuminance(hexBackground);
  const withLight = contrast(relativeLuminance(lightText), background);
  const withDark = contrast(relativeLuminance(darkText), background);
  return withLight >= withDark ? lightText : darkText;
}

/** The contrast ratio (1 to 21) of white text on the hex background colour. */
export function contrastWithWhite(hexBackground: string): number {
  return contrast(relativeLuminance(lightText), relativeLuminance(hexBackground));
}

function contrast(a: number, b: number): number {
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

// WCAG 2 relative luminance of a #rrggbb colour.
function relativeLuminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => {
    const value = Number.parseInt(hex.slice(start, start + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  });
  const [red = 0, green = 0, blue = 0] = channels;
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

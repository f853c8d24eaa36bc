/** Ready-made primary colours; each gives white text a contrast of at least 4.5:1. */
export const themeSwatches = [
  { name: "Indigo", value: "#4f46e5" },
  { name: "Blue", value: "#2563eb" },
  { name: "Sky", value: "#0369a1" },
  { name: "Teal", value: "#0f766e" },
  { name: "Green", value: "#15803d" },
  { name: "Violet", value: "#7c3aed" },
  { name: "Pink", value: "#be185d" },
  { name: "Rose", value: "#e11d48" },
  { name: "Orange", value: "#c2410c" },
  { name: "Slate", value: "#334155" },
] as const;

/** The swatch's name for a colour, or null for a custom colour. */
export function swatchName(hex: string): string | null {
  const lower = hex.toLowerCase();
  return themeSwatches.find((swatch) => swatch.value === lower)?.name ?? null;
}

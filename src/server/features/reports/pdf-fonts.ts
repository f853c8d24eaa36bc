import { createRequire } from "node:module";

const require = createRequire(import.meta.url);

/**
 * DejaVu Sans, embedded (subset) in every PDF the reports write: it covers Latin with every
 * accent, Greek and Cyrillic, so "Zoë Ångström", "Łukasz Wróbel" and "Ελένη" print and are
 * found by a search, which the 14 standard PDF fonts (Latin-1 only) cannot do. Resolved from the
 * package, so the bundled server finds it in node_modules as the sources do.
 */
export const pdfFonts = {
  regular: require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans.ttf"),
  bold: require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf"),
} as const;

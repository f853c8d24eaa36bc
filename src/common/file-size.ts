const units = ["KB", "MB", "GB", "TB"] as const;

/**
 * A size as people read it: "900 bytes", "1 byte", "12.4 MB", "2 GB" (units of 1,000, one
 * decimal when below 100 of the unit, none when it is whole).
 */
export function fileSizeText(bytes: number): string {
  if (bytes < 1000) return bytes === 1 ? "1 byte" : `${Math.max(0, Math.round(bytes))} bytes`;
  let value = bytes;
  let unit: (typeof units)[number] = units[0];
  for (const next of units) {
    unit = next;
    value /= 1000;
    if (value < 999.95) break;
  }
  const rounded = value < 99.95 ? Math.round(value * 10) / 10 : Math.round(value);
  return `${rounded.toLocaleString("en-US")} ${unit}`;
}

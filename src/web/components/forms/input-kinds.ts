/** Decimal credit amounts: a phone shows its decimal keypad; arrows step by a quarter. */
export const decimalInput = { type: "number", inputMode: "decimal", min: 0, step: 0.25 } as const;

/** Whole numbers from `min` (to `max`, when given): a phone shows its digit keypad. */
export function wholeNumberInput({ min, max }: { min: number; max?: number }) {
  return { type: "number", inputMode: "numeric", min, max, step: 1 } as const;
}

/** A web address: a phone shows its address keyboard; the browser offers no past entries. */
export const urlInput = {
  type: "url",
  inputMode: "url",
  placeholder: "https://",
  autoComplete: "off",
} as const;

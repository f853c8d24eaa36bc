/** Decimal credit amounts: a phone shows its decimal keypad; arrows step by a quarter. */
export const decimalInput = { type: "number", inputMode: "decimal", min: 0, step: 0.25 } as const;

import { useDebouncedValue } from "@web/hooks/use-debounced-value";
import { useEffect, useRef, useState } from "react";

/**
 * A text field whose value lives in the address: what is typed shows at once and is saved
 * (`save`) once typing pauses for `delayMs`. `saved` is the address's value, in the form
 * `normalize` gives a typed text ("1.50" → "1.5", spaces trimmed); when the address changes
 * otherwise (Clear filters, the Back button), the field shows what it now holds, and it never
 * rewrites what is being typed.
 */
export function useSettledText(
  saved: string,
  save: (text: string) => void,
  { delayMs, normalize }: { delayMs: number; normalize: (text: string) => string },
): [string, (text: string) => void] {
  const [text, setText] = useState(saved);
  const lastSaved = useRef(saved);
  const settled = useDebouncedValue(text, delayMs);
  const saveRef = useRef(save);
  saveRef.current = save;
  const normalizeRef = useRef(normalize);
  normalizeRef.current = normalize;

  useEffect(() => {
    if (saved === lastSaved.current) return;
    lastSaved.current = saved;
    setText(saved);
  }, [saved]);

  useEffect(() => {
    const value = normalizeRef.current(settled);
    if (value === lastSaved.current) return;
    lastSaved.current = value;
    saveRef.current(value);
  }, [settled]);

  return [text, setText];
}

import { Check, Copy } from "lucide-react";
import { useEffect, useState } from "react";
import { Button, type ButtonProps } from "./button";

type CopyState = "idle" | "copied" | "failed";

/**
 * Copies `text` to the clipboard and says so in its own label for two seconds. The clipboard
 * needs a secure context; where it is missing the label says the copy failed, and the text stays
 * on screen to select by hand.
 */
export function CopyButton({
  text,
  label = "Copy",
  ...props
}: Omit<ButtonProps, "onClick" | "children"> & { text: string; label?: string }) {
  const [state, setState] = useState<CopyState>("idle");
  useEffect(() => {
    if (state === "idle") return;
    const timer = setTimeout(() => setState("idle"), 2000);
    return () => clearTimeout(timer);
  }, [state]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setState("copied");
    } catch {
      setState("failed");
    }
  };
  return (
    <Button variant="outline" size="sm" {...props} onClick={() => void copy()}>
      {state === "copied" ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
      <span aria-live="polite">
        {state === "copied" ? "Copied" : state === "failed" ? "Copy failed" : label}
      </span>
    </Button>
  );
}

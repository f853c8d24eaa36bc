import { Button } from "@web/components/ui/button";
import { FormField } from "@web/components/ui/form-field";
import { type ReactNode, useRef, useState } from "react";

/**
 * A file picker checked as soon as a file is chosen. A file with a problem is not taken:
 * `onChange` receives null, but the file stays picked with its message under it and a Remove
 * file button, and `onProblem` tells the form, which keeps it from saving as if nothing had been
 * picked, until the file is removed or replaced.
 */
export function FileField({
  label,
  hint,
  accept,
  problemOf,
  onChange,
  onProblem,
  disabled,
}: {
  label: ReactNode;
  hint: ReactNode;
  accept: string;
  problemOf: (file: File) => string | null;
  onChange: (file: File | null) => void;
  onProblem?: (problem: string | null) => void;
  disabled?: boolean;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const choose = (file: File | null) => {
    const found = file ? problemOf(file) : null;
    setProblem(found);
    onProblem?.(found);
    onChange(found ? null : file);
  };
  return (
    <FormField label={label} hint={hint} error={problem ?? undefined}>
      {(control) => (
        <div className="flex min-w-0 flex-wrap items-center gap-2">
          <input
            {...control}
            ref={input}
            type="file"
            accept={accept}
            disabled={disabled}
            className="max-w-full min-w-0 text-sm file:mr-3 file:rounded-md file:border file:border-input file:bg-background file:px-3 file:py-1.5 file:text-sm file:font-medium"
            onChange={(event) => choose(event.target.files?.[0] ?? null)}
          />
          {problem && (
            <Button
              variant="outline"
              size="sm"
              onClick={() => {
                if (input.current) input.current.value = "";
                choose(null);
                input.current?.focus();
              }}
            >
              Remove file
            </Button>
          )}
        </div>
      )}
    </FormField>
  );
}

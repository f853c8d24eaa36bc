import { FormField } from "@web/components/ui/form-field";
import { type ReactNode, useState } from "react";

/**
 * A file picker checked as soon as a file is chosen. A file with a problem is not kept: its
 * message shows under the field and `onChange` receives null.
 */
export function FileField({
  label,
  hint,
  accept,
  problemOf,
  onChange,
  disabled,
}: {
  label: ReactNode;
  hint: ReactNode;
  accept: string;
  problemOf: (file: File) => string | null;
  onChange: (file: File | null) => void;
  disabled?: boolean;
}) {
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <FormField label={label} hint={hint} error={problem ?? undefined}>
      {(control) => (
        <input
          {...control}
          type="file"
          accept={accept}
          disabled={disabled}
          className="max-w-full min-w-0 text-sm file:mr-3 file:rounded-md file:border file:border-input file:bg-background file:px-3 file:py-1.5 file:text-sm file:font-medium"
          onChange={(event) => {
            const file = event.target.files?.[0] ?? null;
            const found = file ? problemOf(file) : null;
            setProblem(found);
            if (found) event.target.value = "";
            onChange(found ? null : file);
          }}
        />
      )}
    </FormField>
  );
}

import { type ReactNode, useId } from "react";

/** The look of one option of a choice: a bordered row that lights up when checked or focused. */
export const choiceOptionClassName =
  "flex items-center gap-2 rounded-md border px-3 py-2 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/10 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring";

/**
 * A group of radio buttons under a visible legend, with its message tied to it. The options are
 * rendered by `children`, given an id unique to this group to build names and note ids from.
 */
export function ChoiceFieldset({
  legend,
  error,
  className,
  children,
}: {
  legend: ReactNode;
  error?: string;
  className: string;
  children: (id: string) => ReactNode;
}) {
  const id = useId();
  return (
    <fieldset
      className={className}
      aria-describedby={error ? `${id}-error` : undefined}
      aria-invalid={Boolean(error)}
    >
      <legend className="mb-1.5 text-sm font-medium leading-none">{legend}</legend>
      {children(id)}
      {error && (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  );
}

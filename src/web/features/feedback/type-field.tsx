import { feedbackTypeLabels, feedbackTypes } from "@common/feedback";
import { useId } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";

/** Bug report, feature request or general feedback, as radio buttons. */
export function TypeField({
  registration,
  error,
}: {
  registration: UseFormRegisterReturn;
  error?: string;
}) {
  const id = useId();
  return (
    <fieldset
      className="grid gap-1.5"
      aria-describedby={error ? `${id}-error` : undefined}
      aria-invalid={Boolean(error)}
    >
      <legend className="mb-1.5 text-sm font-medium leading-none">Type</legend>
      <div className="flex flex-wrap gap-2">
        {feedbackTypes.map((type) => (
          <label
            key={type}
            className="flex cursor-pointer items-center gap-2 rounded-md border px-3 py-2 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/10 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
          >
            <input type="radio" value={type} {...registration} className="size-4 accent-primary" />
            {feedbackTypeLabels[type]}
          </label>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  );
}

import { feedbackTypeLabels, feedbackTypes } from "@common/feedback";
import { ChoiceFieldset, choiceOptionClassName } from "@web/components/forms/choice-fieldset";
import { cn } from "@web/lib/cn";
import type { UseFormRegisterReturn } from "react-hook-form";

/** Bug report, feature request or general feedback, as radio buttons. */
export function TypeField({
  registration,
  error,
}: {
  registration: UseFormRegisterReturn;
  error?: string;
}) {
  return (
    <ChoiceFieldset legend="Type" error={error} className="grid gap-1.5">
      {() => (
        <div className="flex flex-wrap gap-2">
          {feedbackTypes.map((type) => (
            <label key={type} className={cn(choiceOptionClassName, "cursor-pointer")}>
              <input
                type="radio"
                value={type}
                {...registration}
                className="size-4 accent-primary"
              />
              {feedbackTypeLabels[type]}
            </label>
          ))}
        </div>
      )}
    </ChoiceFieldset>
  );
}

import type { Certification } from "@common/certifications/certification";
import { ChoiceFieldset, choiceOptionClassName } from "@web/components/forms/choice-fieldset";
import { ErrorText } from "@web/components/ui/error-text";
import { Spinner } from "@web/components/ui/spinner";
import { cn } from "@web/lib/cn";

/**
 * "Counts toward": the user's certifications as checkboxes (one course can count for two
 * licenses). While the list loads, or when it cannot, the form keeps the ones already chosen.
 */
export function CreditCertificationsField({
  certifications,
  loading,
  failed,
  value,
  onChange,
  error,
}: {
  certifications: Certification[];
  loading: boolean;
  failed: boolean;
  value: number[];
  onChange: (ids: number[]) => void;
  error?: string;
}) {
  const toggle = (id: number, checked: boolean) =>
    onChange(checked ? [...value, id] : value.filter((chosen) => chosen !== id));
  return (
    <ChoiceFieldset legend="Counts toward" error={error} className="grid min-w-0 gap-1.5">
      {() => (
        <>
          {loading && <Spinner className="justify-self-start" />}
          {failed && (
            <ErrorText>
              Could not load your certifications; the credit counts toward this one.
            </ErrorText>
          )}
          <div className="flex min-w-0 flex-wrap gap-2">
            {certifications.map((certification) => (
              <label
                key={certification.id}
                className={cn(choiceOptionClassName, "min-w-0 cursor-pointer break-words")}
              >
                <input
                  type="checkbox"
                  className="size-4 shrink-0 accent-primary"
                  checked={value.includes(certification.id)}
                  onChange={(event) => toggle(certification.id, event.target.checked)}
                />
                {certification.name}
              </label>
            ))}
          </div>
        </>
      )}
    </ChoiceFieldset>
  );
}

import type { Certification } from "@common/certifications/certification";
import { ChoiceFieldset, choiceOptionClassName } from "@web/components/forms/choice-fieldset";
import { ErrorText } from "@web/components/ui/error-text";
import { Spinner } from "@web/components/ui/spinner";
import { cn } from "@web/lib/cn";
import type { ReactNode } from "react";

/**
 * "Counts toward": the user's certifications as checkboxes (one course can count for two
 * licenses). While the list loads, or when it cannot, the form keeps the ones already chosen.
 * Given `detail`, each certification stands on a line of its own with what `detail` says of it
 * under its checkbox; otherwise they wrap, side by side.
 */
export function CreditCertificationsField<Offered extends Pick<Certification, "id" | "name">>({
  certifications,
  loading,
  failed,
  failedText = "Could not load your certifications; the credit counts toward this one.",
  value,
  onChange,
  detail,
  error,
}: {
  certifications: Offered[];
  loading: boolean;
  failed: boolean;
  /** Said when the list cannot be loaded. */
  failedText?: string;
  value: number[];
  onChange: (ids: number[]) => void;
  detail?: (certification: Offered) => ReactNode;
  error?: string;
}) {
  const toggle = (id: number, checked: boolean) =>
    onChange(checked ? [...value, id] : value.filter((chosen) => chosen !== id));
  return (
    <ChoiceFieldset legend="Counts toward" error={error} className="grid min-w-0 gap-1.5">
      {() => (
        <>
          {loading && <Spinner className="justify-self-start" />}
          {failed && <ErrorText>{failedText}</ErrorText>}
          <ul className={cn("min-w-0 gap-2", detail ? "grid" : "flex flex-wrap")}>
            {certifications.map((certification) => (
              <li key={certification.id} className="grid min-w-0 gap-1">
                <label className={cn(choiceOptionClassName, "min-w-0 cursor-pointer break-words")}>
                  <input
                    type="checkbox"
                    className="size-4 shrink-0 accent-primary"
                    checked={value.includes(certification.id)}
                    onChange={(event) => toggle(certification.id, event.target.checked)}
                  />
                  {certification.name}
                </label>
                {detail?.(certification)}
              </li>
            ))}
          </ul>
        </>
      )}
    </ChoiceFieldset>
  );
}

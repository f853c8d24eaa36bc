import type { Capture } from "@common/captures";
import type { Certification } from "@common/certifications/certification";
import { ChoiceFieldset, choiceOptionClassName } from "@web/components/forms/choice-fieldset";
import { Button } from "@web/components/ui/button";
import { ErrorText } from "@web/components/ui/error-text";
import { Spinner } from "@web/components/ui/spinner";
import { cn } from "@web/lib/cn";
import { convertCredits, creditsInUnitWords } from "./credits-conversion";

/**
 * "Counts toward": the user's certifications as checkboxes, the ones the certificate was
 * suggested for first, each with why; where a certification counts another unit than the
 * certificate, the amount in its unit in words, and a button to use it.
 */
export function CountsTowardField({
  capture,
  certifications,
  loading,
  failed,
  value,
  onChange,
  onUseCredits,
  error,
}: {
  capture: Capture;
  certifications: Pick<Certification, "id" | "name" | "creditsUnit">[];
  loading: boolean;
  failed: boolean;
  value: number[];
  onChange: (ids: number[]) => void;
  onUseCredits: (credits: number) => void;
  error?: string;
}) {
  const suggested = new Map(capture.suggestions.map((s) => [s.certificationId, s]));
  // The suggestions in the order the server gives them, then the others by name.
  const ordered = [
    ...capture.suggestions.flatMap(
      (suggestion) => certifications.find((c) => c.id === suggestion.certificationId) ?? [],
    ),
    ...certifications.filter((c) => !suggested.has(c.id)),
  ];
  const read = capture.fields;
  const toggle = (id: number, checked: boolean) =>
    onChange(checked ? [...value, id] : value.filter((chosen) => chosen !== id));
  return (
    <ChoiceFieldset legend="Counts toward" error={error} className="grid min-w-0 gap-1.5">
      {() => (
        <>
          {loading && <Spinner className="justify-self-start" />}
          {failed && <ErrorText>Could not load your certifications.</ErrorText>}
          <ul className="grid min-w-0 gap-2">
            {ordered.map((certification) => {
              const why = suggested.get(certification.id)?.why ?? [];
              const otherUnit =
                read?.credits != null &&
                read.creditsUnit !== null &&
                read.creditsUnit !== certification.creditsUnit
                  ? { amount: read.credits, from: read.creditsUnit }
                  : null;
              const converted = otherUnit
                ? convertCredits(otherUnit.amount, otherUnit.from, certification.creditsUnit)
                : null;
              return (
                <li key={certification.id} className="grid min-w-0 gap-1">
                  <label
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
                  {why.length > 0 && (
                    <ul className="ml-3 list-disc pl-4 text-xs text-muted-foreground">
                      {why.map((reason) => (
                        <li key={reason}>{reason}</li>
                      ))}
                    </ul>
                  )}
                  {otherUnit && (
                    <p className="ml-3 flex min-w-0 flex-wrap items-center gap-2 text-xs">
                      <span className="min-w-0 break-words">
                        {certification.name} counts {certification.creditsUnit}:{" "}
                        {creditsInUnitWords(
                          otherUnit.amount,
                          otherUnit.from,
                          certification.creditsUnit,
                        )}
                      </span>
                      {converted !== null && (
                        <Button
                          variant="outline"
                          size="sm"
                          className="h-7"
                          onClick={() => onUseCredits(converted)}
                        >
                          Use {converted} {certification.creditsUnit}
                        </Button>
                      )}
                    </p>
                  )}
                </li>
              );
            })}
          </ul>
        </>
      )}
    </ChoiceFieldset>
  );
}

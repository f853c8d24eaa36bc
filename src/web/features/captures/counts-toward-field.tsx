import type { Capture } from "@common/captures";
import type { Certification } from "@common/certifications/certification";
import { CreditCertificationsField } from "@web/components/certifications/credit-certifications-field";
import { Button } from "@web/components/ui/button";
import { convertCredits, creditsInUnitWords } from "./credits-conversion";

type Offered = Pick<Certification, "id" | "name" | "creditsUnit">;

/**
 * "Counts toward" of a certificate read: the certifications it was suggested for first, each
 * with why; where a certification counts another unit than the certificate, the amount in its
 * unit in words, and a button to use it.
 */
export function CountsTowardField({
  capture,
  certifications,
  onUseCredits,
  ...field
}: {
  capture: Capture;
  certifications: Offered[];
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
  const detail = (certification: Offered) => {
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
      <>
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
              {creditsInUnitWords(otherUnit.amount, otherUnit.from, certification.creditsUnit)}
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
      </>
    );
  };
  return (
    <CreditCertificationsField
      {...field}
      certifications={ordered}
      failedText="Could not load your certifications."
      detail={detail}
    />
  );
}

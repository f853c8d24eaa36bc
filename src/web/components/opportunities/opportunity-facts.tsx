import { creditsText } from "@common/certifications/credits-unit";
import type { Opportunity } from "@common/opportunities";
import { DetailItem } from "@web/components/ui/detail-item";
import { costText, datesText } from "./opportunity-texts";

/**
 * What an opportunity counts, how it is given, what it costs and when, as users see it on
 * /opportunities and administrators in the catalog. `termClassName` sizes the terms.
 */
export function OpportunityFacts({
  opportunity,
  termClassName,
}: {
  opportunity: Pick<
    Opportunity,
    "credits" | "creditsUnit" | "format" | "cost" | "startDate" | "endDate"
  >;
  termClassName?: string;
}) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      <DetailItem term="Credits" termClassName={termClassName}>
        {creditsText(opportunity.credits, opportunity.creditsUnit)}
      </DetailItem>
      <DetailItem term="Format" termClassName={termClassName}>
        {opportunity.format}
      </DetailItem>
      <DetailItem term="Cost" termClassName={termClassName}>
        {costText(opportunity.cost)}
      </DetailItem>
      <DetailItem term="Dates" termClassName={termClassName}>
        {datesText(opportunity.startDate, opportunity.endDate)}
      </DetailItem>
    </dl>
  );
}

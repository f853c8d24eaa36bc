import { opportunityFormats, opportunityListMessages } from "@common/opportunities";
import { ChoiceFilters } from "@web/components/lists/choice-filter";
import { categoryChoice } from "@web/components/opportunities/category-choice";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { useSettledText } from "@web/hooks/use-settled-text";
import {
  creditsFilterValue,
  isCreditRangeReversed,
  type OpportunityFilters,
} from "./opportunity-filters";
import { useOpportunityCategories } from "./use-opportunities";

export type FilterChange = (change: Partial<OpportunityFilters>) => void;

const creditsDelayMs = 400;
const creditsMessage = "Enter 0 or more, with at most 2 decimals";

function creditsText(amount: number | null): string {
  return amount === null ? "" : String(amount);
}

function normalizeCredits(text: string): string {
  return creditsText(creditsFilterValue(text));
}

/** "Credits from" or "to": saved once typing pauses; a value the list cannot use says so. */
function CreditsField({
  label,
  value,
  onChange,
  rangeError,
}: {
  label: string;
  value: number | null;
  onChange: (amount: number | null) => void;
  /** Why the amount saved is not used. */
  rangeError?: string;
}) {
  const [text, setText] = useSettledText(
    creditsText(value),
    (saved) => onChange(creditsFilterValue(saved)),
    { delayMs: creditsDelayMs, normalize: normalizeCredits },
  );
  const invalid = text.trim() !== "" && creditsFilterValue(text) === null;
  return (
    <FormField label={label} error={invalid ? creditsMessage : rangeError}>
      {(control) => (
        <Input
          {...control}
          type="number"
          inputMode="decimal"
          min={0}
          step={0.5}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      )}
    </FormField>
  );
}

/** Category (the catalog's own), format, credits from and to, cost and starting date. */
export function OpportunityFilterFields({
  filters,
  onChange,
}: {
  filters: OpportunityFilters;
  onChange: FilterChange;
}) {
  const categories = useOpportunityCategories();
  return (
    <>
      <ChoiceFilters
        filters={filters}
        onChange={onChange}
        choices={[
          categoryChoice(categories.data, filters.category),
          { name: "format", label: "Format", options: opportunityFormats, anyLabel: "All formats" },
        ]}
      />
      <CreditsField
        label="Credits from"
        value={filters.minCredits}
        onChange={(minCredits) => onChange({ minCredits })}
      />
      <CreditsField
        label="Credits to"
        value={filters.maxCredits}
        onChange={(maxCredits) => onChange({ maxCredits })}
        rangeError={
          isCreditRangeReversed(filters) ? opportunityListMessages.creditRange : undefined
        }
      />
      <ChoiceFilters
        filters={filters}
        onChange={onChange}
        choices={[
          { name: "cost", label: "Cost", options: { free: "Free", paid: "Paid" }, anyLabel: "Any" },
        ]}
      />
      <FormField label="Starting from">
        {(control) => (
          <Input
            {...control}
            type="date"
            value={filters.startingFrom ?? ""}
            onChange={(event) => onChange({ startingFrom: event.target.value || null })}
          />
        )}
      </FormField>
    </>
  );
}

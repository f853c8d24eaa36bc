import { creditsUnits } from "@common/certifications/certification";
import {
  type Opportunity,
  type OpportunityInput,
  opportunityFormats,
  opportunityInputSchema,
} from "@common/opportunities";
import { approvalProfessions } from "@common/opportunity-approvals";
import { catalogueColumns } from "@common/opportunity-import";
import { zodResolver } from "@hookform/resolvers/zod";
import { CreditsUnitOptions } from "@web/components/certifications/credits-unit-options";
import { InputField } from "@web/components/forms/input-field";
import { decimalInput, urlInput, wholeNumberInput } from "@web/components/forms/input-kinds";
import { fieldsOf } from "@web/components/forms/registered-field";
import { SelectField } from "@web/components/forms/select-field";
import { SubmitButton } from "@web/components/forms/submit-button";
import { TextareaField } from "@web/components/forms/textarea-field";
import { DialogActions } from "@web/components/ui/dialog-actions";
import { ErrorText } from "@web/components/ui/error-text";
import { useServerRefusal } from "@web/hooks/use-server-refusal";
import { useId } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { useCatalogCategories, useSaveOpportunity } from "./use-catalog";

type OpportunityFormValues = z.input<typeof opportunityInputSchema>;

/**
 * The fields a refusal of the server may name, as the API names them: an opportunity's input
 * fields, which are the catalogue import's columns.
 */
const opportunityFields = catalogueColumns satisfies readonly (keyof OpportunityInput)[];

function defaultsOf(opportunity: Opportunity | null): OpportunityFormValues {
  return {
    title: opportunity?.title ?? "",
    provider: opportunity?.provider ?? "",
    description: opportunity?.description ?? "",
    url: opportunity?.url ?? "",
    credits: opportunity ? String(opportunity.credits) : "",
    creditsUnit: creditsUnits.find((unit) => unit === opportunity?.creditsUnit) ?? "hours",
    category: opportunity?.category ?? "",
    format: opportunity?.format ?? "Online course",
    cost: opportunity?.cost == null ? "" : String(opportunity.cost),
    startDate: opportunity?.startDate ?? "",
    endDate: opportunity?.endDate ?? "",
    professions: opportunity?.professions.join("; ") ?? "",
    jurisdictions: opportunity?.jurisdictions.join("; ") ?? "",
  };
}

/**
 * An opportunity of the catalog, added (no `opportunity`) or edited. Every field of the API's
 * input; a refusal naming a field shows under it, any other above the buttons, so nothing typed
 * is lost.
 */
export function OpportunityForm({
  opportunity,
  onDone,
}: {
  opportunity: Opportunity | null;
  onDone: () => void;
}) {
  const save = useSaveOpportunity();
  const categories = useCatalogCategories();
  const categoryListId = useId();
  const form = useForm<OpportunityFormValues, unknown, OpportunityInput>({
    resolver: zodResolver(opportunityInputSchema),
    defaultValues: defaultsOf(opportunity),
  });
  const field = fieldsOf(form);
  const refusal = useServerRefusal(form, opportunityFields);
  const submit = form.handleSubmit((input) => {
    refusal.clear();
    save.mutate(
      { id: opportunity?.id ?? null, input },
      { onSuccess: onDone, onError: refusal.refused },
    );
  });
  return (
    <form noValidate className="grid min-w-0 gap-4" onSubmit={submit}>
      <InputField label="Title" {...field("title")} autoComplete="off" maxLength={200} />
      <InputField label="Provider" {...field("provider")} autoComplete="off" maxLength={200} />
      <TextareaField label="Description" {...field("description")} rows={3} maxLength={2000} />
      <InputField
        label="Link"
        hint="The provider's page for this course"
        {...field("url")}
        {...urlInput}
        maxLength={2000}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField label="Credits" {...field("credits")} {...decimalInput} />
        <SelectField label="Credits unit" {...field("creditsUnit")}>
          <CreditsUnitOptions />
        </SelectField>
        <InputField
          label="Category"
          hint="Spelled as the boards' requirements name it, so it matches users' gaps"
          {...field("category")}
          list={categoryListId}
          autoComplete="off"
          maxLength={100}
        >
          <datalist id={categoryListId}>
            {(categories.data ?? []).map((category) => (
              <option key={category} value={category} />
            ))}
          </datalist>
        </InputField>
        <SelectField label="Format" {...field("format")}>
          {opportunityFormats.map((format) => (
            <option key={format} value={format}>
              {format}
            </option>
          ))}
        </SelectField>
        <InputField
          label="Cost (US dollars)"
          hint="0 when free; empty when not listed"
          {...field("cost")}
          fieldClassName="sm:col-span-2"
          {...wholeNumberInput({ min: 0 })}
        />
        <InputField
          label="Start date"
          hint="Empty when it can be taken any time"
          {...field("startDate")}
          type="date"
        />
        <InputField label="End date" {...field("endDate")} type="date" />
      </div>
      <InputField
        label="Approved for professions"
        hint={`Separated by ";", from: ${approvalProfessions.join(", ")}. Empty when for any`}
        {...field("professions")}
        autoComplete="off"
        maxLength={2000}
      />
      <InputField
        label="Approved in jurisdictions"
        hint={'Separated by ";", as the boards name them: California; Texas. Empty when anywhere'}
        {...field("jurisdictions")}
        autoComplete="off"
        maxLength={5000}
      />
      {refusal.formError && <ErrorText>{refusal.formError}</ErrorText>}
      <DialogActions>
        <SubmitButton pending={save.isPending}>Save opportunity</SubmitButton>
      </DialogActions>
    </form>
  );
}

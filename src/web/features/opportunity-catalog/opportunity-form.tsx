import { creditsUnits } from "@common/certifications/certification";
import {
  type Opportunity,
  type OpportunityInput,
  opportunityFormats,
  opportunityInputSchema,
} from "@common/opportunities";
import { zodResolver } from "@hookform/resolvers/zod";
import { Button } from "@web/components/ui/button";
import { DialogClose, DialogFooter } from "@web/components/ui/dialog";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { NativeSelect } from "@web/components/ui/native-select";
import { Textarea } from "@web/components/ui/textarea";
import { serverFieldError } from "@web/lib/server-field-error";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { useCatalogCategories, useSaveOpportunity } from "./use-catalog";

type OpportunityFormValues = z.input<typeof opportunityInputSchema>;

/** The fields a refusal of the server may name; it names them as the API does. */
const opportunityFields = [
  "title",
  "provider",
  "description",
  "url",
  "credits",
  "creditsUnit",
  "category",
  "format",
  "cost",
  "startDate",
  "endDate",
] as const satisfies readonly (keyof OpportunityInput)[];

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
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<OpportunityFormValues, unknown, OpportunityInput>({
    resolver: zodResolver(opportunityInputSchema),
    defaultValues: defaultsOf(opportunity),
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((input) => {
    setFormError(null);
    save.mutate(
      { id: opportunity?.id ?? null, input },
      {
        onSuccess: onDone,
        onError: (error) => {
          const refusal = serverFieldError(error, opportunityFields, "Please try again.");
          if (refusal.field) {
            form.setError(
              refusal.field,
              { type: "server", message: refusal.message },
              { shouldFocus: true },
            );
          } else {
            setFormError(refusal.message);
          }
        },
      },
    );
  });
  return (
    <form noValidate className="grid min-w-0 gap-4" onSubmit={submit}>
      <FormField label="Title" error={errors.title?.message}>
        {(control) => (
          <Input {...control} {...form.register("title")} autoComplete="off" maxLength={200} />
        )}
      </FormField>
      <FormField label="Provider" error={errors.provider?.message}>
        {(control) => (
          <Input {...control} {...form.register("provider")} autoComplete="off" maxLength={200} />
        )}
      </FormField>
      <FormField label="Description" error={errors.description?.message}>
        {(control) => (
          <Textarea {...control} {...form.register("description")} rows={3} maxLength={2000} />
        )}
      </FormField>
      <FormField
        label="Link"
        hint="The provider's page for this course"
        error={errors.url?.message}
      >
        {(control) => (
          <Input
            {...control}
            {...form.register("url")}
            type="url"
            inputMode="url"
            placeholder="https://"
            autoComplete="off"
            maxLength={2000}
          />
        )}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Credits" error={errors.credits?.message} className="content-start">
          {(control) => (
            <Input
              {...control}
              {...form.register("credits")}
              type="number"
              inputMode="decimal"
              min={0}
              step={0.25}
            />
          )}
        </FormField>
        <FormField
          label="Credits unit"
          error={errors.creditsUnit?.message}
          className="content-start"
        >
          {(control) => (
            <NativeSelect {...control} {...form.register("creditsUnit")}>
              {creditsUnits.map((unit) => (
                <option key={unit} value={unit}>
                  {unit}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField
          label="Category"
          hint="Spelled as the boards' requirements name it, so it matches users' gaps"
          error={errors.category?.message}
          className="content-start"
        >
          {(control) => (
            <>
              <Input
                {...control}
                {...form.register("category")}
                list={categoryListId}
                autoComplete="off"
                maxLength={100}
              />
              <datalist id={categoryListId}>
                {(categories.data ?? []).map((category) => (
                  <option key={category} value={category} />
                ))}
              </datalist>
            </>
          )}
        </FormField>
        <FormField label="Format" error={errors.format?.message} className="content-start">
          {(control) => (
            <NativeSelect {...control} {...form.register("format")}>
              {opportunityFormats.map((format) => (
                <option key={format} value={format}>
                  {format}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField
          label="Cost (US dollars)"
          hint="0 when free; empty when not listed"
          error={errors.cost?.message}
          className="content-start sm:col-span-2"
        >
          {(control) => (
            <Input
              {...control}
              {...form.register("cost")}
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
            />
          )}
        </FormField>
        <FormField
          label="Start date"
          hint="Empty when it can be taken any time"
          error={errors.startDate?.message}
          className="content-start"
        >
          {(control) => <Input {...control} {...form.register("startDate")} type="date" />}
        </FormField>
        <FormField label="End date" error={errors.endDate?.message} className="content-start">
          {(control) => <Input {...control} {...form.register("endDate")} type="date" />}
        </FormField>
      </div>
      {formError && (
        <p role="alert" className="text-sm text-destructive">
          {formError}
        </p>
      )}
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? "Saving..." : "Save opportunity"}
        </Button>
      </DialogFooter>
    </form>
  );
}

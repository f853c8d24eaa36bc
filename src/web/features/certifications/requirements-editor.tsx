import {
  maxRequirementCategories,
  requirementKindLabels,
  requirementKinds,
} from "@common/certifications/requirements";
import { InputField } from "@web/components/forms/input-field";
import { decimalInput } from "@web/components/forms/input-kinds";
import { SelectField } from "@web/components/forms/select-field";
import { Button } from "@web/components/ui/button";
import { Plus, Trash2 } from "lucide-react";
import { useId, useRef } from "react";
import { useFieldArray, useFormContext } from "react-hook-form";
import { CarryOverFields } from "./carry-over-fields";
import { emptyCategory, type RequirementsFields } from "./requirements-form-values";

/**
 * The requirements of a cycle: categories (a minimum or a cap, in `unit`) and the carry-over
 * rule. It edits the `requirements` of the form around it (FormProvider). Each category is
 * its own group of labelled fields: side by side from 768 px, stacked on a phone.
 */
export function RequirementsEditor({ unit }: { unit: string }) {
  const headingId = useId();
  const { control, register, formState, getFieldState, getValues } =
    useFormContext<RequirementsFields>();
  const categories = useFieldArray({ control, name: "requirements.categories" });
  const errors = formState.errors.requirements?.categories;
  // The submit count when each row appeared. Adding a row after a submit validates the whole
  // form again; the new row's empty fields say nothing until they are used or it is submitted.
  const shownSince = useRef(new Map<string, number>());
  const messageOf = (
    index: number,
    rowId: string,
    field: "name" | "kind" | "credits",
  ): string | undefined => {
    const since = shownSince.current.get(rowId) ?? 0;
    const name = `requirements.categories.${index}.${field}` as const;
    const used =
      getFieldState(name, formState).isTouched ||
      getValues(name) !== emptyCategory[field] ||
      formState.submitCount > since;
    return used ? errors?.[index]?.[field]?.message : undefined;
  };
  const full = categories.fields.length >= maxRequirementCategories;
  return (
    <section aria-labelledby={headingId} className="grid min-w-0 gap-3">
      <div className="grid gap-1">
        <h3 id={headingId} className="text-base font-semibold">
          Requirements
        </h3>
        <p className="text-sm text-muted-foreground">
          Categories the board asks for, in {unit}: at least some credits of a subject, or at most
          some of a kind counted. Credits are matched to a category by the names they are tagged
          with.
        </p>
      </div>
      {categories.fields.length === 0 && (
        <p className="text-sm text-muted-foreground">No categories: only the total counts.</p>
      )}
      <ol className="grid min-w-0 gap-3">
        {categories.fields.map((field, index) => {
          if (!shownSince.current.has(field.id)) {
            shownSince.current.set(field.id, formState.submitCount);
          }
          return (
            <li key={field.id} className="min-w-0">
              <fieldset className="grid min-w-0 gap-3 rounded-md border p-3 md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)_minmax(0,2fr)_auto] md:items-start">
                <legend className="px-1 text-sm font-medium">Category {index + 1}</legend>
                <InputField
                  label="Category name"
                  registration={register(`requirements.categories.${index}.name`)}
                  error={messageOf(index, field.id, "name")}
                  autoComplete="off"
                />
                <SelectField
                  label="Rule"
                  registration={register(`requirements.categories.${index}.kind`)}
                  error={messageOf(index, field.id, "kind")}
                >
                  {requirementKinds.map((kind) => (
                    <option key={kind} value={kind}>
                      {requirementKindLabels[kind]}
                    </option>
                  ))}
                </SelectField>
                <InputField
                  label={`Credits (${unit})`}
                  registration={register(`requirements.categories.${index}.credits`)}
                  error={messageOf(index, field.id, "credits")}
                  {...decimalInput}
                />
                <Button
                  variant="outline"
                  className="md:mt-[1.375rem]"
                  onClick={() => categories.remove(index)}
                >
                  <Trash2 aria-hidden="true" />
                  Remove<span className="sr-only"> category {index + 1}</span>
                </Button>
              </fieldset>
            </li>
          );
        })}
      </ol>
      {errors?.root?.message && <p className="text-sm text-destructive">{errors.root.message}</p>}
      {errors?.message && <p className="text-sm text-destructive">{errors.message}</p>}
      <div>
        <Button
          variant="outline"
          disabled={full}
          onClick={() => categories.append({ ...emptyCategory })}
        >
          <Plus aria-hidden="true" />
          Add category
        </Button>
        {full && (
          <p className="mt-1 text-xs text-muted-foreground">
            A cycle can have up to {maxRequirementCategories} categories.
          </p>
        )}
      </div>
      <CarryOverFields unit={unit} />
    </section>
  );
}

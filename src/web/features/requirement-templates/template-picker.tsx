import type { CreditsUnit } from "@common/certifications/certification";
import { creditsText } from "@common/certifications/credits-unit";
import type { RequirementTemplate } from "@common/certifications/requirement-templates";
import { countOf } from "@common/plural";
import { Button } from "@web/components/ui/button";
import { ConfirmDialog } from "@web/components/ui/confirm-dialog";
import { FormField } from "@web/components/ui/form-field";
import { NativeSelect } from "@web/components/ui/native-select";
import {
  type RequirementsFields,
  requirementsFormValues,
} from "@web/features/certifications/requirements-form-values";
import { useState } from "react";
import { useDeleteRequirementTemplate, useRequirementTemplates } from "./use-requirement-templates";

/** The fields a template fills. */
type TemplateFields = RequirementsFields & { creditsRequired: unknown; creditsUnit: CreditsUnit };

function templateSummary(template: RequirementTemplate): string {
  const categories = template.requirements.categories.length;
  return `${template.name} (${creditsText(template.creditsRequired, template.creditsUnit)}${
    categories > 0 ? `, ${countOf(categories, "category", "categories")}` : ""
  })`;
}

/**
 * "Start from a template": choosing one of the user's templates fills credits required, the
 * unit and the requirements through `apply`. Shown only when the user has templates. The
 * chosen template can be deleted (after confirmation); what it filled stays in the form.
 */
export function TemplatePicker({
  apply,
  className,
}: {
  apply: (fields: Pick<TemplateFields, "creditsRequired" | "creditsUnit" | "requirements">) => void;
  className?: string;
}) {
  const templates = useRequirementTemplates();
  const remove = useDeleteRequirementTemplate();
  const [chosen, setChosen] = useState("");
  if (!templates.data || templates.data.length === 0) return null;
  const list = templates.data;
  const chosenTemplate = list.find((row) => String(row.id) === chosen);
  return (
    <div className={className}>
      <FormField
        label="Start from a template"
        hint="Fills credits required, the unit and the requirements; change them as you need."
      >
        {(control) => (
          <NativeSelect
            {...control}
            value={chosen}
            onChange={(event) => {
              setChosen(event.target.value);
              const template = list.find((row) => String(row.id) === event.target.value);
              if (!template) return;
              apply({
                creditsRequired: String(template.creditsRequired),
                creditsUnit: template.creditsUnit,
                requirements: requirementsFormValues(template.requirements),
              });
            }}
          >
            <option value="">Choose a template</option>
            {list.map((template) => (
              <option key={template.id} value={template.id}>
                {templateSummary(template)}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      {chosenTemplate && (
        <ConfirmDialog
          trigger={
            <Button
              type="button"
              variant="outline"
              size="sm"
              className="mt-2"
              disabled={remove.isPending}
            >
              Delete template<span className="sr-only"> {chosenTemplate.name}</span>
            </Button>
          }
          title="Delete this template?"
          description={`The template ${chosenTemplate.name} will be removed. Certifications already started from it keep their requirements.`}
          confirmLabel="Delete template"
          onConfirm={() => {
            setChosen("");
            remove.mutate(chosenTemplate.id);
          }}
        />
      )}
    </div>
  );
}

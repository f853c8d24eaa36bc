import { requirementTemplateInputSchema } from "@common/certifications/requirement-templates";
import { Button } from "@web/components/ui/button";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import {
  type RequirementsFields,
  requirementsOfForm,
} from "@web/features/certifications/requirements-form-values";
import { serverMessage } from "@web/lib/server-message";
import { Save } from "lucide-react";
import { useId, useRef, useState } from "react";
import { useFormContext } from "react-hook-form";
import { useCreateRequirementTemplate } from "./use-requirement-templates";

type TemplateSource = RequirementsFields & { creditsRequired: unknown; creditsUnit: string };

/**
 * "Save as template": asks for a name, then saves the form's credits required, unit and
 * requirements as one of the user's templates. The fields are checked first, with their
 * messages under them; a refused name (already used, too many templates) shows under the name.
 */
export function SaveAsTemplate() {
  const form = useFormContext<TemplateSource>();
  const create = useCreateRequirementTemplate();
  const [asking, setAsking] = useState(false);
  const [name, setName] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const opener = useRef<HTMLButtonElement>(null);

  function close() {
    setAsking(false);
    setName("");
    setProblem(null);
    opener.current?.focus();
  }

  async function save() {
    setProblem(null);
    const fieldsValid = await form.trigger(["creditsRequired", "creditsUnit", "requirements"]);
    const values = form.getValues();
    const parsed = requirementTemplateInputSchema.safeParse({
      name,
      creditsRequired: values.creditsRequired,
      creditsUnit: values.creditsUnit,
      requirements: requirementsOfForm(values.requirements),
    });
    if (!parsed.success) {
      const nameIssue = parsed.error.issues.find((issue) => issue.path[0] === "name");
      if (nameIssue) setProblem(nameIssue.message);
      else if (fieldsValid) setProblem("Check the fields above before saving them as a template.");
      return;
    }
    create.mutate(parsed.data, {
      onSuccess: close,
      onError: (error) =>
        setProblem(serverMessage(error, "The template was not saved. Please try again.")),
    });
  }

  const promptId = useId();
  return (
    <div className="grid min-w-0 gap-3">
      <div>
        <Button
          ref={opener}
          variant="outline"
          aria-expanded={asking}
          aria-controls={promptId}
          onClick={() => setAsking(!asking)}
        >
          <Save aria-hidden="true" />
          Save as template
        </Button>
      </div>
      <div id={promptId} hidden={!asking} className="grid min-w-0 gap-3 rounded-md border p-3">
        {asking && (
          <>
            <FormField
              label="Template name"
              hint="Saves credits required, the unit and the requirements under this name."
              error={problem ?? undefined}
            >
              {(control) => (
                <Input
                  {...control}
                  value={name}
                  autoComplete="off"
                  autoFocus
                  onChange={(event) => setName(event.target.value)}
                  onKeyDown={(event) => {
                    // Enter saves the template, not the certification around it.
                    if (event.key === "Enter") {
                      event.preventDefault();
                      void save();
                    }
                  }}
                />
              )}
            </FormField>
            <div className="flex flex-col-reverse gap-2 sm:flex-row">
              <Button variant="outline" onClick={close}>
                Cancel
              </Button>
              <Button variant="secondary" disabled={create.isPending} onClick={() => void save()}>
                {create.isPending ? "Saving..." : "Save template"}
              </Button>
            </div>
          </>
        )}
      </div>
    </div>
  );
}

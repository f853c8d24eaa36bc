import type { RequirementTemplateInput } from "@common/certifications/requirement-templates";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { failureToast } from "@web/lib/failure-toast";
import { toast } from "@web/lib/toast-store";
import {
  createRequirementTemplate,
  deleteRequirementTemplate,
  requirementTemplateKeys,
  requirementTemplateListQuery,
} from "./requirement-templates-api";

/** The user's saved requirement templates, by name. */
export function useRequirementTemplates() {
  return useQuery(requirementTemplateListQuery);
}

/**
 * Saves a new template. A refusal (a name already used, too many templates) is left to the
 * caller, which shows the server's message beside the name it asked for.
 */
export function useCreateRequirementTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RequirementTemplateInput) => createRequirementTemplate(input),
    retry: false,
    onSuccess: (template) => {
      toast({ title: "Template saved", description: template.name });
      // Not awaited: the prompt closes with the notice, not after the templates are read again
      // (on a slow connection, "Save as template" clicked meanwhile would close it instead).
      void queryClient.invalidateQueries({ queryKey: requirementTemplateKeys.all });
    },
  });
}

/** Deletes one of the user's templates; certifications started from it keep their requirements. */
export function useDeleteRequirementTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteRequirementTemplate(id),
    onSuccess: () => {
      toast({ title: "Template deleted" });
      return queryClient.invalidateQueries({ queryKey: requirementTemplateKeys.all });
    },
    onError: failureToast("Could not delete the template"),
  });
}

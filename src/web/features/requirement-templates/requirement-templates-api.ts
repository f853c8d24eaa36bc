import {
  type RequirementTemplate,
  type RequirementTemplateInput,
  requirementTemplateSchema,
} from "@common/certifications/requirement-templates";
import { queryOptions } from "@tanstack/react-query";
import { apiRequest, apiSend } from "@web/lib/api-client";
import { apiGet } from "@web/lib/api-get";
import { z } from "zod";

/** The user's requirement templates: only the certification form reads them. */
export const requirementTemplateKeys = {
  all: ["requirement-templates"] as const,
  list: () => [...requirementTemplateKeys.all, "list"] as const,
};

export function fetchRequirementTemplates(signal?: AbortSignal): Promise<RequirementTemplate[]> {
  return apiGet("/api/requirement-templates", z.array(requirementTemplateSchema), { signal });
}

export function createRequirementTemplate(
  input: RequirementTemplateInput,
): Promise<RequirementTemplate> {
  return apiSend("POST", "/api/requirement-templates", requirementTemplateSchema, input);
}

export async function deleteRequirementTemplate(id: number): Promise<void> {
  await apiRequest("DELETE", `/api/requirement-templates/${id}`);
}

export const requirementTemplateListQuery = queryOptions({
  queryKey: requirementTemplateKeys.list(),
  queryFn: ({ signal }) => fetchRequirementTemplates(signal),
});

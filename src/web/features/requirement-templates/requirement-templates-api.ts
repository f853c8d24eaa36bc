import {
  type RequirementTemplate,
  type RequirementTemplateInput,
  requirementTemplateSchema,
} from "@common/certifications/requirement-templates";
import { apiRequest, apiSend } from "@web/lib/api-client";
import { readQuery } from "@web/lib/read-query";
import { z } from "zod";

/** The user's requirement templates: only the certification form reads them. */
export const requirementTemplateKeys = {
  all: ["requirement-templates"] as const,
  list: () => [...requirementTemplateKeys.all, "list"] as const,
};

export function createRequirementTemplate(
  input: RequirementTemplateInput,
): Promise<RequirementTemplate> {
  return apiSend("POST", "/api/requirement-templates", requirementTemplateSchema, input);
}

export async function deleteRequirementTemplate(id: number): Promise<void> {
  await apiRequest("DELETE", `/api/requirement-templates/${id}`);
}

export const requirementTemplateListQuery = readQuery(
  requirementTemplateKeys.list(),
  "/api/requirement-templates",
  z.array(requirementTemplateSchema),
);

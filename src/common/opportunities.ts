import { z } from "zod";
import { pageQueryFields } from "./pagination";

/** An education opportunity (spec section 3 education_opportunities), as /api/opportunities answers it. */
export const opportunitySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  provider: z.string(),
  description: z.string(),
  url: z.string(),
  credits: z.number().int(),
  creditsUnit: z.string(),
  category: z.string(),
  format: z.string(),
  /** In whole currency units; null when not given. */
  cost: z.number().int().nullable(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  createdAt: z.string(),
});
export type Opportunity = z.infer<typeof opportunitySchema>;

export const opportunityListQuerySchema = z.object({
  category: z.string().trim().min(1).max(100).optional(),
  ...pageQueryFields({ default: 20, max: 100 }),
});
export type OpportunityListQuery = z.infer<typeof opportunityListQuerySchema>;

import type { Certification } from "@common/certifications/certification";
import { categoryKey } from "@common/certifications/requirements";
import { useCertificationList } from "@web/features/certifications/use-certifications";

/** The user's certifications a credit can count toward, by name (a user keeps far fewer). */
const allCertifications = { sort: "name", page: 1, pageSize: 100 } as const;

/** The requirement category names of `certifications`, each once (first spelling kept). */
function requirementCategories(certifications: Certification[]): string[] {
  const seen = new Set<string>();
  const names: string[] = [];
  for (const certification of certifications) {
    for (const category of certification.requirements.categories) {
      const key = categoryKey(category.name);
      if (seen.has(key)) continue;
      seen.add(key);
      names.push(category.name);
    }
  }
  return names;
}

/**
 * What the credit form offers: the user's certifications, those chosen (`chosenIds`), and the
 * requirement categories of the chosen ones.
 */
export function useCreditTargets(chosenIds: number[]) {
  const list = useCertificationList(allCertifications);
  const offered = list.data?.rows ?? [];
  const chosen = offered.filter((certification) => chosenIds.includes(certification.id));
  return {
    offered,
    chosen,
    categories: requirementCategories(chosen),
    loading: list.isPending,
    failed: list.isError && !list.data,
  };
}

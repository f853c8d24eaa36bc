import { useQuery } from "@tanstack/react-query";
import {
  certificationAllowanceQuery,
  certificationListQuery,
  certificationQuery,
  creditListQuery,
} from "./certification-queries";
import type { CertificationListFilters } from "./certifications-api";
import type { CreditListFilters } from "./credits-api";

export function useCertificationList(filters: CertificationListFilters) {
  return useQuery(certificationListQuery(filters));
}

/** How many certifications the plan still allows (the free plan holds a few). */
export function useCertificationAllowance() {
  return useQuery(certificationAllowanceQuery);
}

export function useCertification(id: number) {
  return useQuery({ ...certificationQuery(id), enabled: Number.isInteger(id) && id > 0 });
}

export function useCredits(filters: CreditListFilters) {
  return useQuery(creditListQuery(filters));
}

import type { CertificationListQuery } from "@common/certifications/certification";
import { useQuery } from "@tanstack/react-query";
import {
  type CreditListFilters,
  certificationAllowanceQuery,
  certificationListQuery,
  certificationQuery,
  creditListQuery,
} from "./certifications-api";

export function useCertificationList(query: CertificationListQuery) {
  return useQuery(certificationListQuery(query));
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

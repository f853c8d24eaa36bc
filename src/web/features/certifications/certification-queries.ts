import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import {
  type CertificationListFilters,
  certificationListParams,
  fetchCertification,
  fetchCertificationAllowance,
  fetchCertificationPage,
} from "./certifications-api";
import {
  type CreditListFilters,
  creditListParams,
  creditsPath,
  fetchCreditPage,
} from "./credits-api";

/**
 * Query factories of the certifications pages. Each key starts with the URL it reads, so
 * invalidateCertificationData (which matches on that path) refreshes every one of them.
 */

export function certificationListQuery(filters: CertificationListFilters) {
  return queryOptions({
    queryKey: ["/api/certifications", ...certificationListParams(filters)],
    queryFn: ({ signal }) => fetchCertificationPage(filters, signal),
    // The current page stays on screen while the next page or filter loads.
    placeholderData: keepPreviousData,
  });
}

export const certificationAllowanceQuery = queryOptions({
  queryKey: ["/api/certifications/allowance"],
  queryFn: ({ signal }) => fetchCertificationAllowance(signal),
});

export function certificationQuery(id: number) {
  return queryOptions({
    queryKey: [`/api/certifications/${id}`],
    queryFn: ({ signal }) => fetchCertification(id, signal),
  });
}

export function creditListQuery(filters: CreditListFilters) {
  return queryOptions({
    queryKey: [creditsPath(filters.certificationId), ...creditListParams(filters)],
    queryFn: ({ signal }) => fetchCreditPage(filters, signal),
  });
}

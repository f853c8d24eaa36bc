import {
  type Certification,
  type CertificationInput,
  type CertificationListQuery,
  certificationAllowanceSchema,
  certificationDetailSchema,
  certificationSchema,
  type RenewalInput,
} from "@common/certifications/certification";
import {
  type Credit,
  type CreditInput,
  type creditListQuerySchema,
  creditSchema,
} from "@common/certifications/credit";
import { queryOptions } from "@tanstack/react-query";
import { apiRequest, apiSend } from "@web/lib/api-client";
import { apiGetPage, type ListPage } from "@web/lib/api-get";
import { certificationDataKeys } from "@web/lib/query-keys";
import { listPageQuery, readQuery } from "@web/lib/read-query";
import { uploadFile } from "@web/lib/upload-file";
import type { z } from "zod";

/** The credits of one certification: one cycle (absent for the current one) and a page. */
export type CreditListFilters = { certificationId: number } & Pick<
  z.output<typeof creditListQuerySchema>,
  "cycle" | "page"
>;

/** Credits per page; a cycle rarely holds more. */
export const creditPageSize = 100;

/**
 * Keys of the certifications pages. A certification's credits sit under its detail, so
 * dropping a deleted certification drops them too; the whole root is certification data.
 */
export const certificationKeys = {
  all: certificationDataKeys.certifications,
  list: (query: CertificationListQuery) => [...certificationKeys.all, "list", query] as const,
  allowance: () => [...certificationKeys.all, "allowance"] as const,
  detail: (id: number) => [...certificationKeys.all, "detail", id] as const,
  credits: (filters: CreditListFilters) =>
    [...certificationKeys.detail(filters.certificationId), "credits", filters] as const,
};

// Reads: one API call each, the answer checked by its schema.

export function fetchCreditPage(
  { certificationId, cycle, page }: CreditListFilters,
  signal?: AbortSignal,
): Promise<ListPage<Credit>> {
  return apiGetPage(`/api/certifications/${certificationId}/credits`, creditSchema, {
    params: { cycle, page, pageSize: creditPageSize },
    signal,
  });
}

// Changes of certifications.

export function createCertification(input: CertificationInput): Promise<Certification> {
  return apiSend("POST", "/api/certifications", certificationSchema, input);
}

export function updateCertification(id: number, input: CertificationInput): Promise<Certification> {
  return apiSend("PUT", `/api/certifications/${id}`, certificationSchema, input);
}

export async function deleteCertification(id: number): Promise<void> {
  await apiRequest("DELETE", `/api/certifications/${id}`);
}

export function renewCertification(id: number, input: RenewalInput): Promise<Certification> {
  return apiSend("POST", `/api/certifications/${id}/renew`, certificationSchema, input);
}

/** The raw image as the body; the server checks its type by content. */
export function uploadCertificationLogo(id: number, file: File): Promise<Certification> {
  return uploadFile("PUT", `/api/certifications/${id}/logo`, file, certificationSchema);
}

export function removeCertificationLogo(id: number): Promise<Certification> {
  return apiSend("DELETE", `/api/certifications/${id}/logo`, certificationSchema);
}

/** The current cycle's document: the raw file as the body, its name in the query. */
export function uploadCertificationDocument(id: number, file: File): Promise<Certification> {
  const url = `/api/certifications/${id}/document?name=${encodeURIComponent(file.name)}`;
  return uploadFile("PUT", url, file, certificationSchema);
}

export async function removeCertificationDocument(id: number): Promise<void> {
  await apiRequest("DELETE", `/api/certifications/${id}/document`);
}

// Changes of credits.

export function createCredit(certificationId: number, input: CreditInput): Promise<Credit> {
  return apiSend("POST", `/api/certifications/${certificationId}/credits`, creditSchema, input);
}

export function updateCredit(id: number, input: CreditInput): Promise<Credit> {
  return apiSend("PUT", `/api/credits/${id}`, creditSchema, input);
}

export async function deleteCredit(id: number): Promise<void> {
  await apiRequest("DELETE", `/api/credits/${id}`);
}

/** The raw file as the body, its name in the query; the server checks its type by content. */
export function uploadCreditCertificate(id: number, file: File): Promise<Credit> {
  const url = `/api/credits/${id}/certificate?name=${encodeURIComponent(file.name)}`;
  return uploadFile("PUT", url, file, creditSchema);
}

export function removeCreditCertificate(id: number): Promise<Credit> {
  return apiSend("DELETE", `/api/credits/${id}/certificate`, creditSchema);
}

// Query options of the certifications pages.

/** Certifications per page of the Certifications list. */
export const certificationListPageSize = 20;

/** The list as the Certifications page first asks for it: no filter, by deadline, page 1. */
export const firstCertificationListQuery: CertificationListQuery = {
  sort: "deadline",
  page: 1,
  pageSize: certificationListPageSize,
};

export function certificationListQuery(query: CertificationListQuery) {
  const { search, status, progress, sort, page, pageSize } = query;
  return listPageQuery(certificationKeys.list(query), "/api/certifications", certificationSchema, {
    search,
    status,
    progress,
    sort,
    page,
    pageSize,
  });
}

export const certificationAllowanceQuery = readQuery(
  certificationKeys.allowance(),
  "/api/certifications/allowance",
  certificationAllowanceSchema,
);

export const certificationQuery = (id: number) =>
  readQuery(certificationKeys.detail(id), `/api/certifications/${id}`, certificationDetailSchema);

export function creditListQuery(filters: CreditListFilters) {
  return queryOptions({
    queryKey: certificationKeys.credits(filters),
    queryFn: ({ signal }) => fetchCreditPage(filters, signal),
  });
}

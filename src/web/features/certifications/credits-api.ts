import { type Credit, type CreditInput, creditSchema } from "@common/certifications/credit";
import { apiRequest } from "@web/lib/api-client";
import { type ListPage, type QueryParams, readPage } from "@web/lib/api-read";
import { uploadFile } from "@web/lib/upload-file";
import { z } from "zod";

/** Fetchers of education credits: one API call each, the answer checked by its schema. */

export type CreditListFilters = {
  certificationId: number;
  /** A finished cycle; null reads the current one. */
  cycle: number | null;
  page: number;
};

/** Credits per page; a cycle rarely holds more. */
export const creditPageSize = 100;

export function creditsPath(certificationId: number): string {
  return `/api/certifications/${certificationId}/credits`;
}

/** The query parameters of GET /api/certifications/:id/credits; the current cycle needs none. */
export function creditListParams({ cycle, page }: CreditListFilters): QueryParams {
  return ["cycle", cycle, "page", page, "pageSize", creditPageSize];
}

export function fetchCreditPage(
  filters: CreditListFilters,
  signal?: AbortSignal,
): Promise<ListPage<Credit>> {
  const path = creditsPath(filters.certificationId);
  return readPage(path, creditListParams(filters), z.array(creditSchema), signal);
}

async function creditFrom(response: Response): Promise<Credit> {
  return creditSchema.parse(await response.json());
}

export async function createCredit(certificationId: number, input: CreditInput): Promise<Credit> {
  return creditFrom(await apiRequest("POST", creditsPath(certificationId), input));
}

export async function updateCredit(id: number, input: CreditInput): Promise<Credit> {
  return creditFrom(await apiRequest("PUT", `/api/credits/${id}`, input));
}

export async function deleteCredit(id: number): Promise<void> {
  await apiRequest("DELETE", `/api/credits/${id}`);
}

/** The raw file as the body, its name in the query; the server checks its type by content. */
export async function uploadCreditCertificate(id: number, file: File): Promise<Credit> {
  const url = `/api/credits/${id}/certificate?name=${encodeURIComponent(file.name)}`;
  return creditFrom(await uploadFile("PUT", url, file));
}

export async function removeCreditCertificate(id: number): Promise<Credit> {
  return creditFrom(await apiRequest("DELETE", `/api/credits/${id}/certificate`));
}

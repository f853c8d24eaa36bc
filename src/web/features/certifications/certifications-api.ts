import {
  type Certification,
  type CertificationAllowance,
  type CertificationDetail,
  type CertificationInput,
  type CertificationStatus,
  certificationAllowanceSchema,
  certificationDetailSchema,
  certificationSchema,
  type RenewalInput,
} from "@common/certifications/certification";
import type { DeadlineStatus } from "@common/certifications/deadline-status";
import { apiRequest } from "@web/lib/api-client";
import { type ListPage, type QueryParams, readOne, readPage } from "@web/lib/api-read";
import { uploadFile } from "@web/lib/upload-file";
import { z } from "zod";

/** Fetchers of certifications: one API call each, the answer checked by its schema. */

export type CertificationListFilters = {
  search: string;
  status: CertificationStatus | null;
  progress: DeadlineStatus | null;
  sort: "deadline" | "name";
  page: number;
  pageSize: number;
};

/** The query parameters of GET /api/certifications; empty filters are left out. */
export function certificationListParams(filters: CertificationListFilters): QueryParams {
  return [
    "search",
    filters.search.trim() || null,
    "status",
    filters.status,
    "progress",
    filters.progress,
    "sort",
    filters.sort,
    "page",
    filters.page,
    "pageSize",
    filters.pageSize,
  ];
}

export function fetchCertificationPage(
  filters: CertificationListFilters,
  signal?: AbortSignal,
): Promise<ListPage<Certification>> {
  const params = certificationListParams(filters);
  return readPage("/api/certifications", params, z.array(certificationSchema), signal);
}

export function fetchCertificationAllowance(signal?: AbortSignal): Promise<CertificationAllowance> {
  return readOne("/api/certifications/allowance", certificationAllowanceSchema, signal);
}

export function fetchCertification(id: number, signal?: AbortSignal): Promise<CertificationDetail> {
  return readOne(`/api/certifications/${id}`, certificationDetailSchema, signal);
}

async function certificationFrom(response: Response): Promise<Certification> {
  return certificationSchema.parse(await response.json());
}

export async function createCertification(input: CertificationInput): Promise<Certification> {
  return certificationFrom(await apiRequest("POST", "/api/certifications", input));
}

export async function updateCertification(
  id: number,
  input: CertificationInput,
): Promise<Certification> {
  return certificationFrom(await apiRequest("PUT", `/api/certifications/${id}`, input));
}

export async function deleteCertification(id: number): Promise<void> {
  await apiRequest("DELETE", `/api/certifications/${id}`);
}

export async function renewCertification(id: number, input: RenewalInput): Promise<Certification> {
  return certificationFrom(await apiRequest("POST", `/api/certifications/${id}/renew`, input));
}

/** The raw image as the body; the server checks its type by content. */
export async function uploadCertificationLogo(id: number, file: File): Promise<Certification> {
  return certificationFrom(await uploadFile("PUT", `/api/certifications/${id}/logo`, file));
}

export async function removeCertificationLogo(id: number): Promise<Certification> {
  return certificationFrom(await apiRequest("DELETE", `/api/certifications/${id}/logo`));
}

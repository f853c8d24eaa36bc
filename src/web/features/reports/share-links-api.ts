import {
  type ShareCreate,
  shareAccessSchema,
  shareCreatedSchema,
  sharedPacketSchema,
  shareSchema,
} from "@common/reports";
import { queryOptions } from "@tanstack/react-query";
import { apiSend } from "@web/lib/api-client";
import { apiGetPage } from "@web/lib/api-get";
import { listPageQuery, readQuery } from "@web/lib/read-query";

/** The share links of one certification listed at once: more than anyone keeps active. */
export const sharesPageSize = 100;
export const shareAccessesPageSize = 50;

export const shareKeys = {
  all: ["reports", "shares"] as const,
  ofCertification: (certificationId: number) => [...shareKeys.all, certificationId] as const,
  accesses: (shareId: number, page: number) =>
    [...shareKeys.all, "accesses", shareId, page] as const,
  shared: (token: string) => ["shared", token] as const,
};

export const fetchShares = (certificationId: number, signal?: AbortSignal) =>
  apiGetPage("/api/reports/shares", shareSchema, {
    params: { certificationId, pageSize: sharesPageSize },
    signal,
  });

export const createShare = (certificationId: number, input: ShareCreate) =>
  apiSend(
    "POST",
    `/api/reports/certifications/${certificationId}/shares`,
    shareCreatedSchema,
    input,
  );

export const revokeShare = (shareId: number) =>
  apiSend("DELETE", `/api/reports/shares/${shareId}`, shareSchema);

export const sharesQuery = (certificationId: number) =>
  queryOptions({
    queryKey: shareKeys.ofCertification(certificationId),
    queryFn: ({ signal }) => fetchShares(certificationId, signal),
  });

export const shareAccessesQuery = (shareId: number, page: number) =>
  listPageQuery(
    shareKeys.accesses(shareId, page),
    `/api/reports/shares/${shareId}/accesses`,
    shareAccessSchema,
    { page, pageSize: shareAccessesPageSize },
  );

/** The packet a share link shows, read without an account. */
export const sharedPacketQuery = (token: string) => ({
  ...readQuery(
    shareKeys.shared(token),
    `/api/shared/${encodeURIComponent(token)}`,
    sharedPacketSchema,
  ),
  // An expired or revoked link stays so: asking again says nothing new.
  retry: false,
});

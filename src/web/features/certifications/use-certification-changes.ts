import type {
  Certification,
  CertificationDetail,
  CertificationInput,
  RenewalInput,
} from "@common/certifications/certification";
import type { Requirements } from "@common/certifications/requirements";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRefreshCertificationData } from "@web/hooks/use-refresh-certification-data";
import { failureToast, showFailure } from "@web/lib/failure-toast";
import { toast } from "@web/lib/toast-store";
import { flushSync } from "react-dom";
import { useLocation } from "wouter";
import {
  certificationKeys,
  createCertification,
  deleteCertification,
  removeCertificationDocument,
  removeCertificationLogo,
  renewCertification,
  updateCertification,
  uploadCertificationDocument,
  uploadCertificationLogo,
} from "./certifications-api";

/** `id` null adds a certification; a logo, when chosen, is sent once the fields are saved. */
export type CertificationSave = { id: number | null; input: CertificationInput; logo: File | null };

async function saveCertification({ id, input, logo }: CertificationSave) {
  const certification =
    id === null ? await createCertification(input) : await updateCertification(id, input);
  if (!logo) return { certification, logoError: null };
  try {
    return {
      certification: await uploadCertificationLogo(certification.id, logo),
      logoError: null,
    };
  } catch (error) {
    // The certification itself is saved: report only the logo, so it is not added twice.
    return { certification, logoError: error };
  }
}

export function useSaveCertification() {
  const refresh = useRefreshCertificationData();
  return useMutation({
    mutationFn: saveCertification,
    retry: false,
    onSuccess: ({ logoError }, { id }) => {
      const done = id === null ? "Certification added" : "Certification updated";
      if (logoError) showFailure(`${done}, but its logo was not saved`, logoError);
      else toast({ title: done });
    },
    onError: (error, { id }) =>
      showFailure(
        id === null ? "Failed to add certification" : "Failed to update certification",
        error,
      ),
    // Also after a failure: a refused add (free plan full) means the allowance changed.
    onSettled: refresh,
  });
}

export function useRemoveCertificationLogo() {
  const refresh = useRefreshCertificationData();
  return useMutation({
    mutationFn: removeCertificationLogo,
    retry: false,
    onSuccess: () => toast({ title: "Logo removed" }),
    onError: failureToast("Failed to remove logo"),
    onSettled: refresh,
  });
}

/** The certification as saved, in the shape PUT takes, with other requirements. */
function inputWithRequirements(
  certification: CertificationDetail,
  requirements: Requirements,
): CertificationInput {
  return {
    name: certification.name,
    provider: certification.provider,
    receivedDate: certification.receivedDate,
    expirationDate: certification.expirationDate,
    reportingPeriodStart: certification.reportingPeriodStart,
    reportingPeriodEnd: certification.reportingPeriodEnd,
    creditsRequired: certification.creditsRequired,
    creditsUnit: certification.creditsUnit,
    status: certification.status,
    licenseNumber: certification.licenseNumber,
    issuingBody: certification.issuingBody,
    jurisdiction: certification.jurisdiction,
    renewalUrl: certification.renewalUrl,
    renewalFee: certification.renewalFee,
    requirements,
  };
}

/** The current cycle's requirements, changed from the detail page (the rest as it is). */
export function useSaveRequirements(certification: CertificationDetail) {
  const refresh = useRefreshCertificationData();
  return useMutation({
    mutationFn: (requirements: Requirements) =>
      updateCertification(certification.id, inputWithRequirements(certification, requirements)),
    retry: false,
    onSuccess: () => toast({ title: "Requirements updated" }),
    onError: failureToast("Failed to update requirements"),
    onSettled: refresh,
  });
}

export function useUploadCertificationDocument(id: number) {
  const refresh = useRefreshCertificationData();
  return useMutation({
    mutationFn: (file: File) => uploadCertificationDocument(id, file),
    retry: false,
    onSuccess: () => toast({ title: "Document uploaded" }),
    onError: failureToast("Failed to upload document"),
    onSettled: refresh,
  });
}

export function useRemoveCertificationDocument(id: number) {
  const refresh = useRefreshCertificationData();
  return useMutation({
    mutationFn: () => removeCertificationDocument(id),
    retry: false,
    onSuccess: () => toast({ title: "Document removed" }),
    onError: failureToast("Failed to remove document"),
    onSettled: refresh,
  });
}

export function useRenewCertification(id: number) {
  const refresh = useRefreshCertificationData();
  return useMutation({
    mutationFn: (input: RenewalInput): Promise<Certification> => renewCertification(id, input),
    retry: false,
    onSuccess: () => toast({ title: "Certification renewed" }),
    onError: failureToast("Failed to renew certification"),
    onSettled: refresh,
  });
}

/** Deletes, then leaves for /certifications. */
export function useDeleteCertification() {
  const queryClient = useQueryClient();
  const refresh = useRefreshCertificationData();
  const [, navigate] = useLocation();
  return useMutation({
    mutationFn: deleteCertification,
    retry: false,
    onSuccess: async (_, id) => {
      // Leave the detail page before the refresh, and drop what it read, so nothing asks for
      // the deleted certification again (its 404 would flash "not found").
      flushSync(() => navigate("/certifications"));
      queryClient.removeQueries({ queryKey: certificationKeys.detail(id) });
      toast({ title: "Certification deleted" });
      await refresh();
    },
    onError: failureToast("Failed to delete certification"),
  });
}

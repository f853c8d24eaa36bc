import type {
  Certification,
  CertificationInput,
  RenewalInput,
} from "@common/certifications/certification";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { failureToast, showFailure } from "@web/lib/failure-toast";
import { toast } from "@web/lib/toast-store";
import { flushSync } from "react-dom";
import { useLocation } from "wouter";
import {
  certificationKeys,
  createCertification,
  deleteCertification,
  removeCertificationLogo,
  renewCertification,
  updateCertification,
  uploadCertificationLogo,
} from "./certifications-api";
import { useRefreshCertificationData } from "./use-refresh-certification-data";

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

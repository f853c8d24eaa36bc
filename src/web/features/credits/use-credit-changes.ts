import type { CreditInput } from "@common/certifications/credit";
import { useMutation } from "@tanstack/react-query";
import {
  createCredit,
  deleteCredit,
  removeCreditCertificate,
  updateCredit,
  uploadCreditCertificate,
} from "@web/features/certifications/certifications-api";
import { useRefreshCertificationData } from "@web/hooks/use-refresh-certification-data";
import { failureToast, showFailure } from "@web/lib/failure-toast";
import { toast } from "@web/lib/toast-store";

/** `id` null adds a credit; a certificate, when chosen, is sent once the fields are saved. */
export type CreditSave = { id: number | null; input: CreditInput; certificate: File | null };

/**
 * Where a new credit is posted: the certification the form was opened from, unless the user
 * unchecked it (the server adds the path's certification to those it counts toward).
 */
function postedTo(certificationId: number, input: CreditInput): number {
  const chosen = input.certificationIds;
  if (!chosen || chosen.length === 0 || chosen.includes(certificationId)) return certificationId;
  return chosen[0] ?? certificationId;
}

async function saveCredit(certificationId: number, { id, input, certificate }: CreditSave) {
  const credit =
    id === null
      ? await createCredit(postedTo(certificationId, input), input)
      : await updateCredit(id, input);
  if (!certificate) return { credit, certificateError: null };
  try {
    return {
      credit: await uploadCreditCertificate(credit.id, certificate),
      certificateError: null,
    };
  } catch (error) {
    // The credit itself is saved: report only the file, so the credit is not added twice.
    return { credit, certificateError: error };
  }
}

export function useSaveCredit(certificationId: number) {
  const refresh = useRefreshCertificationData();
  return useMutation({
    mutationFn: (save: CreditSave) => saveCredit(certificationId, save),
    retry: false,
    onSuccess: ({ certificateError }, { id }) => {
      const done = id === null ? "Credit added" : "Credit updated";
      if (certificateError)
        showFailure(`${done}, but its certificate was not saved`, certificateError);
      else toast({ title: done });
    },
    onError: (error, { id }) =>
      showFailure(id === null ? "Failed to add credit" : "Failed to update credit", error),
    onSettled: refresh,
  });
}

export function useDeleteCredit() {
  const refresh = useRefreshCertificationData();
  return useMutation({
    mutationFn: deleteCredit,
    retry: false,
    onSuccess: () => toast({ title: "Credit deleted" }),
    onError: failureToast("Failed to delete credit"),
    onSettled: refresh,
  });
}

export function useRemoveCreditCertificate() {
  const refresh = useRefreshCertificationData();
  return useMutation({
    mutationFn: removeCreditCertificate,
    retry: false,
    onSuccess: () => toast({ title: "Certificate removed" }),
    onError: failureToast("Failed to remove certificate"),
    onSettled: refresh,
  });
}

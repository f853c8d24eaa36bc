import type { CaptureCreditInput } from "@common/captures";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRefreshCertificationData } from "@web/hooks/use-refresh-certification-data";
import { failureToast } from "@web/lib/failure-toast";
import { toast } from "@web/lib/toast-store";
import { captureKeys, discardCapture, saveCaptureCredit } from "./captures-api";

/**
 * Saves a reviewed capture as a credit; the inbox and every certification read are refreshed.
 * The review says it was saved, where it goes next (a notice, or a note in the next review).
 */
export function useSaveCapture(id: number) {
  const queryClient = useQueryClient();
  const refresh = useRefreshCertificationData();
  return useMutation({
    mutationFn: (input: CaptureCreditInput) => saveCaptureCredit(id, input),
    retry: false,
    onError: failureToast("Failed to add credit"),
    onSettled: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: captureKeys.inbox() }), refresh()]),
  });
}

export function useDiscardCapture() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: discardCapture,
    retry: false,
    onSuccess: () => toast({ title: "Certificate discarded" }),
    onError: failureToast("Failed to discard certificate"),
    onSettled: () => queryClient.invalidateQueries({ queryKey: captureKeys.inbox() }),
  });
}

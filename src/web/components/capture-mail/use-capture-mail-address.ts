import type { CaptureMailAddressState } from "@common/capture-mail";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useToast } from "@web/hooks/use-toast";
import { failureToast } from "@web/lib/failure-toast";
import {
  captureMailAddressQuery,
  captureMailKeys,
  createCaptureMailAddress,
  revokeCaptureMailAddress,
} from "./capture-mail-api";

export function useCaptureMailAddress() {
  return useQuery(captureMailAddressQuery());
}

/** Creates the address, or a new one; the answer holds the address, shown once. */
export function useCreateCaptureMailAddress() {
  const { toast } = useToast();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCaptureMailAddress,
    onSuccess: ({ address }) => {
      queryClient.setQueryData<CaptureMailAddressState>(captureMailKeys.state(), {
        available: true,
        address,
      });
      toast({ title: "Email address created", description: "Copy it now." });
    },
    onError: failureToast("Failed to create the email address"),
  });
}

export function useRevokeCaptureMailAddress() {
  const { toast } = useToast();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeCaptureMailAddress,
    onSuccess: (state) => {
      queryClient.setQueryData(captureMailKeys.state(), state);
      toast({ title: "Email address revoked" });
    },
    onError: failureToast("Failed to revoke the email address"),
    onSettled: () => queryClient.invalidateQueries({ queryKey: captureMailKeys.all }),
  });
}

import type { ShareCreate } from "@common/reports";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useToast } from "@web/hooks/use-toast";
import { failureToast } from "@web/lib/failure-toast";
import {
  createShare,
  revokeShare,
  shareAccessesQuery,
  sharedPacketQuery,
  shareKeys,
  sharesQuery,
} from "./share-links-api";

export function useShares(certificationId: number) {
  return useQuery(sharesQuery(certificationId));
}

/** One page of a share link's access log (read once its dialog opens and shows it). */
export function useShareAccesses(shareId: number, page: number) {
  return useQuery(shareAccessesQuery(shareId, page));
}

export function useCreateShare(certificationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ShareCreate) => createShare(certificationId, input),
    onError: failureToast("Failed to create share link"),
    onSettled: () => queryClient.invalidateQueries({ queryKey: shareKeys.all }),
  });
}

export function useRevokeShare() {
  const { toast } = useToast();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeShare,
    onSuccess: () => toast({ title: "Share link revoked" }),
    onError: failureToast("Failed to revoke share link"),
    onSettled: () => queryClient.invalidateQueries({ queryKey: shareKeys.all }),
  });
}

export function useSharedPacket(token: string) {
  return useQuery(sharedPacketQuery(token));
}

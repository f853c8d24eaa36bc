import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useToast } from "@web/hooks/use-toast";
import { failureToast } from "@web/lib/failure-toast";
import { removeTrustedDevice, trustedDevicesQuery } from "./security-api";

export function useTrustedDevices() {
  return useQuery(trustedDevicesQuery);
}

export function useRemoveTrustedDevice() {
  const { toast } = useToast();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeTrustedDevice,
    onSuccess: () => toast({ title: "Device removed" }),
    onError: failureToast("Failed to remove device"),
    onSettled: () => queryClient.invalidateQueries({ queryKey: trustedDevicesQuery.queryKey }),
  });
}

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useToast } from "@web/hooks/use-toast";
import { serverMessage } from "@web/lib/server-message";
import { removeTrustedDevice } from "./security-api";
import { trustedDevicesQuery } from "./security-queries";

export function useTrustedDevices() {
  return useQuery(trustedDevicesQuery);
}

export function useRemoveTrustedDevice() {
  const { toast } = useToast();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeTrustedDevice,
    onSuccess: () => toast({ title: "Device removed" }),
    onError: (error) =>
      toast({
        title: "Failed to remove device",
        description: serverMessage(error, "Please try again."),
        variant: "destructive",
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: trustedDevicesQuery.queryKey }),
  });
}

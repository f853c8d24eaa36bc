import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { Spinner } from "@web/components/ui/spinner";
import { useToast } from "@web/hooks/use-toast";
import { apiRequest } from "@web/lib/api-client";
import { serverMessage } from "@web/lib/server-message";
import { format } from "date-fns";
import { trustedDevicesQuery } from "./security-queries";

const day = (iso: string | null) => (iso ? format(new Date(iso), "MMM d, yyyy") : "never");

/** The browsers that skip MFA, each removable. */
export function TrustedDevicesCard() {
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const devices = useQuery(trustedDevicesQuery);
  const remove = useMutation({
    mutationFn: (id: number) => apiRequest("DELETE", `/api/user/trusted-devices/${id}`),
    onSuccess: () => {
      toast({ title: "Device removed" });
      void queryClient.invalidateQueries({ queryKey: trustedDevicesQuery.queryKey });
    },
    onError: (error) =>
      toast({
        title: "Failed to remove device",
        description: serverMessage(error, "Please try again."),
        variant: "destructive",
      }),
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle>Trusted devices</CardTitle>
        <CardDescription>
          These browsers skip the MFA step for 30 days after you trusted them.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {devices.isPending && <Spinner />}
        {devices.data?.length === 0 && (
          <p className="text-sm text-muted-foreground">No trusted devices.</p>
        )}
        <ul className="grid gap-3">
          {devices.data?.map((device) => (
            <li
              key={device.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-md border p-3"
            >
              <div className="min-w-0 text-sm">
                <p className="font-medium">
                  {device.deviceName ?? "Unnamed device"}{" "}
                  {device.current && <span className="text-primary">(This device)</span>}
                </p>
                <p className="truncate text-muted-foreground">
                  {device.userAgent ?? "Unknown browser"}
                </p>
                <p className="text-muted-foreground">
                  {device.ipAddress ?? "Unknown IP"} · last used {day(device.lastUsed)} · expires{" "}
                  {day(device.expiresAt)}
                </p>
              </div>
              <Button
                variant="outline"
                size="sm"
                onClick={() => remove.mutate(device.id)}
                disabled={remove.isPending}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

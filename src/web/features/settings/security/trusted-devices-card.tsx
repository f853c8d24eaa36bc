import { browserName } from "@common/accounts/browser-name";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { ConfirmDialog } from "@web/components/ui/confirm-dialog";
import { Spinner } from "@web/components/ui/spinner";
import { formatDay } from "../format-day";
import { BrowserListItem } from "./browser-list-item";
import { useRemoveTrustedDevice, useTrustedDevices } from "./use-trusted-devices";

/** The browsers that skip the MFA step, each removable after a confirmation. */
export function TrustedDevicesCard() {
  const devices = useTrustedDevices();
  const remove = useRemoveTrustedDevice();
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
        {devices.isError && (
          <p className="text-sm text-destructive">Could not load your trusted devices.</p>
        )}
        {devices.data?.length === 0 && (
          <p className="text-sm text-muted-foreground">No trusted devices.</p>
        )}
        {devices.data && devices.data.length > 0 && (
          <ul className="grid gap-3">
            {devices.data.map((device) => {
              const name = device.deviceName;
              const browser = browserName(device.userAgent);
              // A device named after its browser needs the browser only once.
              const where = [name === browser ? null : browser, device.ipAddress ?? "Unknown IP"];
              return (
                <BrowserListItem
                  key={device.id}
                  name={name}
                  currentLabel={device.current && "(This device)"}
                  details={[
                    where.filter(Boolean).join(" · "),
                    `Last used ${formatDay(device.lastUsed)} · Expires ${formatDay(device.expiresAt)}`,
                  ]}
                  action={
                    <ConfirmDialog
                      trigger={
                        <Button variant="outline" size="sm" disabled={remove.isPending}>
                          Remove<span className="sr-only"> {name}</span>
                        </Button>
                      }
                      title="Remove this trusted device?"
                      description={`${name} will have to enter an MFA code at its next sign-in.`}
                      confirmLabel="Remove device"
                      onConfirm={() => remove.mutate(device.id)}
                    />
                  }
                />
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

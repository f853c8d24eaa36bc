import type { PublicUser } from "@common/user";
import { SubmitButton } from "@web/components/forms/submit-button";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { FormField } from "@web/components/ui/form-field";
import { NativeSelect } from "@web/components/ui/native-select";
import { type FormEvent, useMemo, useState } from "react";
import { useUpdateProfile } from "./use-profile-changes";

/** The IANA zones this browser knows, plus `kept` where the list lacks one ("UTC"). */
function zonesWith(kept: string[]): string[] {
  return [...new Set([...Intl.supportedValuesOf("timeZone"), ...kept])].sort();
}

function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/**
 * The time zone the user's days are counted in: which day is today, when a deadline is due and
 * when reminders go out. Set at sign-up from the browser; the server checks the zone exists.
 */
export function TimeZoneCard({ user }: { user: PublicUser }) {
  const save = useUpdateProfile();
  const [zone, setZone] = useState(user.timeZone);
  const browserZone = browserTimeZone();
  const zones = useMemo(
    () => zonesWith([user.timeZone, browserZone]),
    [user.timeZone, browserZone],
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!save.isPending) save.mutate({ timeZone: zone });
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>Time zone</CardTitle>
        <CardDescription>
          Your days are counted in {user.timeZone}: today's date, deadlines and when reminders go
          out.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate className="grid gap-4" onSubmit={submit}>
          <FormField
            label="Time zone"
            hint={browserZone === zone ? undefined : `This browser is set to ${browserZone}.`}
          >
            {(control) => (
              <NativeSelect
                {...control}
                name="timeZone"
                value={zone}
                onChange={(event) => setZone(event.target.value)}
              >
                {zones.map((name) => (
                  <option key={name} value={name}>
                    {name.replaceAll("_", " ")}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
          <div className="flex flex-wrap gap-2">
            <SubmitButton pending={save.isPending} disabled={zone === user.timeZone}>
              Save time zone
            </SubmitButton>
            {browserZone !== zone && (
              <Button type="button" variant="outline" onClick={() => setZone(browserZone)}>
                Use {browserZone}
              </Button>
            )}
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

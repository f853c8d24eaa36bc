import {
  type NotificationMethod,
  notificationMethodLabels,
} from "@common/notification-preferences";
import type { PublicUser } from "@common/user";
import { SubmitButton } from "@web/components/forms/submit-button";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { useUser } from "@web/hooks/use-user";
import { BellRing } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { Link } from "wouter";
import { MethodField } from "./method-field";
import { useUpdateNotificationPreferences } from "./use-update-notification-preferences";

/**
 * The method offered first: email once the address is verified, since in-app reminders reach
 * only someone who signs in; otherwise the one stored.
 */
function suggestedMethod(user: PublicUser): NotificationMethod {
  return user.email && user.emailVerified ? "email" : user.notificationMethod;
}

/**
 * "How should we remind you?", asked once: until the user saves a method here or on Alerts.
 * Not now keeps the stored method (in-app by default) and counts as the answer, so the
 * question does not come back on the next visit or on another device.
 */
export function ReminderMethodQuestion() {
  const { data: user } = useUser();
  if (!user || user.reminderMethodChosenAt !== null) return null;
  return <Question key={user.id} user={user} />;
}

function Question({ user }: { user: PublicUser }) {
  const titleId = useId();
  const [method, setMethod] = useState(() => suggestedMethod(user));
  const save = useUpdateNotificationPreferences();
  const choose = (notificationMethod: NotificationMethod) => {
    if (!save.isPending) save.mutate({ notificationMethod });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    choose(method);
  };
  return (
    <Card role="region" aria-labelledby={titleId} className="border-primary/40">
      <CardHeader>
        <CardTitle id={titleId} className="flex items-center gap-2 text-xl">
          <BellRing className="size-5 shrink-0 text-primary" aria-hidden="true" />
          How should we remind you?
        </CardTitle>
        <CardDescription>
          CertMinder reminds you before a certification expires or a reporting period ends. In-app
          reminders wait in Notifications until you sign in; email reaches you even when you don't.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate className="grid gap-4" onSubmit={submit}>
          <MethodField user={user} value={method} onChange={setMethod} />
          <div className="flex flex-wrap items-center gap-2">
            <SubmitButton pending={save.isPending}>Save</SubmitButton>
            <Button
              variant="ghost"
              disabled={save.isPending}
              onClick={() => choose(user.notificationMethod)}
            >
              Not now
            </Button>
          </div>
          <p className="text-sm text-muted-foreground">
            Not now keeps the current setting: {notificationMethodLabels[user.notificationMethod]}.
            You can change it at any time under{" "}
            <Link href="/settings/notifications" className="font-medium text-primary underline">
              Alerts
            </Link>{" "}
            in Settings.
          </p>
        </form>
      </CardContent>
    </Card>
  );
}

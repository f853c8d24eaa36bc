import {
  type NotificationMethod,
  notificationMethodLabels,
} from "@common/notification-preferences";
import { notificationMethods, type PublicUser } from "@common/user";
import { ChoiceFieldset, choiceOptionClassName } from "@web/components/forms/choice-fieldset";
import { cn } from "@web/lib/cn";
import type { ReactNode } from "react";
import { Link } from "wouter";

/** Why a method cannot be chosen yet, with the way to make it possible; null when it can. */
function unavailableReason(method: NotificationMethod, user: PublicUser): ReactNode {
  if (method === "sms" && !user.phoneVerified) {
    return (
      <>
        Text messages need a verified phone number.{" "}
        <Link href="/settings/profile#phone" className="font-medium text-primary underline">
          Verify a phone number on your Profile page
        </Link>
      </>
    );
  }
  if ((method === "email" || method === "both") && !user.email) {
    return (
      <>
        Email needs an email address.{" "}
        <Link href="/settings/profile#email" className="font-medium text-primary underline">
          Add an email address on your Profile page
        </Link>
      </>
    );
  }
  return null;
}

/** "Send reminders by": radio buttons; a method the user cannot be reached by is disabled. */
export function MethodField({
  user,
  value,
  onChange,
  error,
}: {
  user: PublicUser;
  value: NotificationMethod;
  onChange: (method: NotificationMethod) => void;
  error?: string;
}) {
  return (
    <ChoiceFieldset legend="Send reminders by" error={error} className="grid gap-2">
      {(id) =>
        notificationMethods.map((method) => {
          const reason = unavailableReason(method, user);
          const noteId = `${id}-${method}-note`;
          return (
            <div key={method} className="grid gap-1">
              <label
                className={cn(
                  choiceOptionClassName,
                  reason ? "cursor-not-allowed opacity-70" : "cursor-pointer",
                )}
              >
                <input
                  type="radio"
                  name={`${id}-method`}
                  value={method}
                  checked={value === method}
                  disabled={Boolean(reason)}
                  onChange={() => onChange(method)}
                  aria-describedby={reason ? noteId : undefined}
                  className="size-4 accent-primary"
                />
                {notificationMethodLabels[method]}
              </label>
              {reason && (
                <p id={noteId} className="pl-3 text-xs text-muted-foreground">
                  {reason}
                </p>
              )}
            </div>
          );
        })
      }
    </ChoiceFieldset>
  );
}

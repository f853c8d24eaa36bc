import type { CalendarFeedCreated } from "@common/calendar-feed";
import { countOf } from "@common/plural";
import { SecretAddressCard } from "@web/components/secret-address-card";
import { buttonVariants } from "@web/components/ui/button";
import { Checkbox } from "@web/components/ui/checkbox";
import { Label } from "@web/components/ui/label";
import { useUser } from "@web/hooks/use-user";
import { formatMoment } from "@web/lib/format-date";
import { CalendarPlus, CalendarSync } from "lucide-react";
import { useId, useState } from "react";
import { CalendarFeedInstructions } from "./calendar-feed-instructions";
import {
  useCalendarFeed,
  useCreateCalendarFeed,
  useRevokeCalendarFeed,
  useUpdateCalendarFeed,
} from "./use-calendar-feed";

/** "Subscribe in your calendar app": the private feed of every deadline. */
export function CalendarFeedCard() {
  const creditsId = useId();
  const feedState = useCalendarFeed();
  const leadDays = useUser().data?.notifyDaysInAdvance;
  const [creditsForNewFeed, setCreditsForNewFeed] = useState(false);
  const create = useCreateCalendarFeed();
  const update = useUpdateCalendarFeed();
  const revoke = useRevokeCalendarFeed();
  const feed = feedState.data?.feed;
  const busy = create.isPending || update.isPending || revoke.isPending;

  return (
    <SecretAddressCard<CalendarFeedCreated>
      icon={CalendarSync}
      title="Subscribe in your calendar app"
      description={`See every expiration date and reporting period end in Google Calendar, Outlook or Apple Calendar${
        leadDays === undefined
          ? "."
          : `, with a reminder ${countOf(leadDays, "day", "days")} before (your lead time).`
      }`}
      answer={feedState}
      active={feed != null}
      shownOnce={{
        announcement: "Calendar feed created. Copy its address now: it is shown only once.",
        label: "Calendar feed address",
        address: (created) => created.url,
        // The webcal link opens the device's calendar app on the subscription.
        beside: (created) => (
          <a
            href={created.webcalUrl}
            className={buttonVariants({ variant: "outline", size: "sm" })}
          >
            <CalendarPlus aria-hidden="true" />
            Open in my calendar app
          </a>
        ),
      }}
      whenActive={
        feed && (
          <>
            Your calendar feed is active since {formatMoment(feed.createdAt)}.{" "}
            {feed.lastFetchedAt
              ? `A calendar app last fetched it around ${formatMoment(feed.lastFetchedAt)}.`
              : "No calendar app has fetched it yet."}{" "}
            Its address was shown once; to subscribe another app, create a new link.
          </>
        )
      }
      whenNone="Create a private address that calendar apps subscribe to."
      options={
        <div className="flex items-start gap-3">
          <Checkbox
            id={creditsId}
            className="mt-0.5"
            disabled={busy}
            checked={feed ? feed.includeCredits : creditsForNewFeed}
            onCheckedChange={(checked) => {
              if (feed) update.mutate({ includeCredits: checked === true });
              else setCreditsForNewFeed(checked === true);
            }}
          />
          <Label htmlFor={creditsId} className="grid gap-1 leading-snug">
            Include completed credits
            <span className="font-normal text-muted-foreground">
              Each credit appears on the day you completed it.
            </span>
          </Label>
        </div>
      }
      footer={<CalendarFeedInstructions />}
      busy={busy}
      create={{
        label: "Create calendar feed",
        pending: create.isPending,
        run: (onCreated) =>
          create.mutate(feed ? {} : { includeCredits: creditsForNewFeed }, {
            onSuccess: onCreated,
          }),
      }}
      renew={{
        label: "Create a new link",
        title: "Create a new link?",
        description:
          "The current address stops working at once. Calendars subscribed to it stop updating until you subscribe them to the new one.",
        confirmLabel: "Create new link",
      }}
      revoke={{
        title: "Revoke the calendar feed?",
        description:
          "Its address stops working at once, and subscribed calendars stop updating. Deadlines already shown may stay in them until you remove the subscription.",
        confirmLabel: "Revoke feed",
        run: (onRevoked) => revoke.mutate(undefined, { onSuccess: onRevoked }),
      }}
    />
  );
}

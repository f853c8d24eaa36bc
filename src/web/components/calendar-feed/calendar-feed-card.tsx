import type { CalendarFeedCreated } from "@common/calendar-feed";
import { countOf } from "@common/plural";
import { ErrorDisplay } from "@web/components/error-display";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { Checkbox } from "@web/components/ui/checkbox";
import { ConfirmDialog } from "@web/components/ui/confirm-dialog";
import { Label } from "@web/components/ui/label";
import { Spinner } from "@web/components/ui/spinner";
import { useUser } from "@web/hooks/use-user";
import { format } from "date-fns";
import { CalendarSync } from "lucide-react";
import { useId, useState } from "react";
import { CalendarFeedAddress } from "./calendar-feed-address";
import { CalendarFeedInstructions } from "./calendar-feed-instructions";
import {
  useCalendarFeed,
  useCreateCalendarFeed,
  useRevokeCalendarFeed,
  useUpdateCalendarFeed,
} from "./use-calendar-feed";

const moment = (iso: string) => format(new Date(iso), "MMM d, yyyy, h:mm a");

/**
 * "Subscribe in your calendar app": the private feed of every deadline. Its address is shown
 * once, when created (only a fingerprint is kept); afterwards the card says the feed is active
 * and offers a new address (which stops the old one) or revoking it.
 */
export function CalendarFeedCard() {
  const headingId = useId();
  const creditsId = useId();
  const feedState = useCalendarFeed();
  const leadDays = useUser().data?.notifyDaysInAdvance;
  const [created, setCreated] = useState<CalendarFeedCreated | null>(null);
  const [creditsForNewFeed, setCreditsForNewFeed] = useState(false);
  const create = useCreateCalendarFeed();
  const update = useUpdateCalendarFeed();
  const revoke = useRevokeCalendarFeed();
  const feed = feedState.data?.feed;
  const busy = create.isPending || update.isPending || revoke.isPending;
  const createFeed = () =>
    create.mutate(feed ? {} : { includeCredits: creditsForNewFeed }, { onSuccess: setCreated });

  return (
    <Card role="region" aria-labelledby={headingId}>
      <CardHeader>
        <CardTitle as="h2" id={headingId} className="flex items-center gap-2 text-xl">
          <CalendarSync className="size-5 text-primary" aria-hidden="true" />
          Subscribe in your calendar app
        </CardTitle>
        <CardDescription>
          See every expiration date and reporting period end in Google Calendar, Outlook or Apple
          Calendar
          {leadDays === undefined
            ? "."
            : `, with a reminder ${countOf(leadDays, "day", "days")} before (your lead time).`}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {feedState.isPending && <Spinner />}
        {feedState.isError && (
          <ErrorDisplay error={feedState.error} onRetry={() => void feedState.refetch()} />
        )}
        {feedState.data && (
          <>
            {created && feed ? (
              <CalendarFeedAddress created={created} onDone={() => setCreated(null)} />
            ) : feed ? (
              <p className="text-sm">
                Your calendar feed is active since {moment(feed.createdAt)}.{" "}
                {feed.lastFetchedAt
                  ? `A calendar app last fetched it around ${moment(feed.lastFetchedAt)}.`
                  : "No calendar app has fetched it yet."}{" "}
                Its address was shown once; to subscribe another app, create a new link.
              </p>
            ) : (
              <p className="text-sm text-muted-foreground">
                Create a private address that calendar apps subscribe to.
              </p>
            )}
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
            <div className="flex flex-wrap gap-2">
              {feed ? (
                <>
                  <ConfirmDialog
                    trigger={
                      <Button variant="outline" disabled={busy}>
                        Create a new link
                      </Button>
                    }
                    title="Create a new link?"
                    description="The current address stops working at once. Calendars subscribed to it stop updating until you subscribe them to the new one."
                    confirmLabel="Create new link"
                    onConfirm={createFeed}
                  />
                  <ConfirmDialog
                    trigger={
                      <Button variant="ghost" className="text-destructive" disabled={busy}>
                        Revoke
                      </Button>
                    }
                    title="Revoke the calendar feed?"
                    description="Its address stops working at once, and subscribed calendars stop updating. Deadlines already shown may stay in them until you remove the subscription."
                    confirmLabel="Revoke feed"
                    onConfirm={() =>
                      revoke.mutate(undefined, { onSuccess: () => setCreated(null) })
                    }
                  />
                </>
              ) : (
                <Button onClick={createFeed} disabled={busy}>
                  {create.isPending ? "Creating…" : "Create calendar feed"}
                </Button>
              )}
            </div>
            <CalendarFeedInstructions />
          </>
        )}
      </CardContent>
    </Card>
  );
}

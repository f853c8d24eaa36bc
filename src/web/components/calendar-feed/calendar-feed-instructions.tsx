/** Where each calendar app takes a subscription address. */
export function CalendarFeedInstructions() {
  return (
    <div className="grid gap-2 text-sm">
      <h3 className="font-medium">How to subscribe</h3>
      <ul className="grid list-disc gap-1 pl-5 text-muted-foreground">
        <li>
          <span className="font-medium text-foreground">Google Calendar</span> (on a computer):
          beside Other calendars, choose + then From URL, and paste the address.
        </li>
        <li>
          <span className="font-medium text-foreground">Apple Calendar</span>: choose File, then New
          Calendar Subscription, and paste the address. On an iPhone or iPad, choose Open in my
          calendar app while the address is shown.
        </li>
        <li>
          <span className="font-medium text-foreground">Outlook</span>: choose Add calendar, then
          Subscribe from web, and paste the address.
        </li>
      </ul>
      <p className="text-muted-foreground">
        Calendar apps fetch the feed every few hours, so a change can take a while to appear. Anyone
        with the address can see your deadlines: keep it to yourself, and create a new one if it got
        out.
      </p>
    </div>
  );
}

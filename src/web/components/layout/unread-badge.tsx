import { cn } from "@web/lib/cn";

/**
 * The unread count beside Notifications. It is part of the link's name ("Notifications 3
 * unread"), so what a screen reader says starts with what is on screen.
 */
export function UnreadBadge({ text, className }: { text: string; className?: string }) {
  return (
    <span
      className={cn(
        "inline-flex min-w-5 items-center justify-center rounded-full bg-primary px-1.5 text-xs leading-5 font-semibold text-primary-foreground",
        className,
      )}
    >
      {text}
      <span className="sr-only"> unread</span>
    </span>
  );
}

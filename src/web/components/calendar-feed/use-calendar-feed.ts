import type { CalendarFeedState } from "@common/calendar-feed";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useToast } from "@web/hooks/use-toast";
import { failureToast } from "@web/lib/failure-toast";
import {
  calendarFeedKeys,
  calendarFeedQuery,
  createCalendarFeed,
  revokeCalendarFeed,
  updateCalendarFeed,
} from "./calendar-feed-api";

export function useCalendarFeed() {
  return useQuery(calendarFeedQuery());
}

/** Creates the feed, or a new address for it; the answer holds the address, shown once. */
export function useCreateCalendarFeed() {
  const { toast } = useToast();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCalendarFeed,
    onSuccess: ({ feed }) => {
      queryClient.setQueryData<CalendarFeedState>(calendarFeedKeys.state(), { feed });
      toast({ title: "Calendar feed created", description: "Copy its address now." });
    },
    onError: failureToast("Failed to create calendar feed"),
  });
}

export function useUpdateCalendarFeed() {
  const { toast } = useToast();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCalendarFeed,
    onSuccess: (state) => {
      queryClient.setQueryData(calendarFeedKeys.state(), state);
      toast({
        title: "Calendar feed updated",
        description: state.feed?.includeCredits
          ? "Completed credits now appear in your calendar."
          : "Completed credits no longer appear in your calendar.",
      });
    },
    onError: failureToast("Failed to update calendar feed"),
    onSettled: () => queryClient.invalidateQueries({ queryKey: calendarFeedKeys.all }),
  });
}

export function useRevokeCalendarFeed() {
  const { toast } = useToast();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeCalendarFeed,
    onSuccess: (state) => {
      queryClient.setQueryData(calendarFeedKeys.state(), state);
      toast({ title: "Calendar feed revoked" });
    },
    onError: failureToast("Failed to revoke calendar feed"),
    onSettled: () => queryClient.invalidateQueries({ queryKey: calendarFeedKeys.all }),
  });
}

import type { PublicUser } from "@common/user";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { subscriptionKeys } from "@web/hooks/use-subscription-state";
import { userKeys } from "@web/hooks/use-user";
import { failureToast } from "@web/lib/failure-toast";
import { certificationDataKeys } from "@web/lib/query-keys";
import { toast } from "@web/lib/toast-store";
import {
  cancelTestSubscription,
  confirmTestCheckout,
  openPortal,
  refreshSubscription,
  startCheckout,
} from "./subscription-api";

/**
 * After the status changed: the user the server answered replaces the cached one at once, so
 * the Premium badges and locks of the menus follow, and what premium decides is read again
 * (this page, and how many certifications may still be added).
 */
function useApplySubscriptionChange() {
  const queryClient = useQueryClient();
  return (user: PublicUser) => {
    queryClient.setQueryData(userKeys.all, user);
    return Promise.all([
      queryClient.invalidateQueries({ queryKey: subscriptionKeys.all }),
      queryClient.invalidateQueries({ queryKey: certificationDataKeys.certifications }),
    ]);
  };
}

/** Spec section 4 "Refresh subscription": busy, a toast, the user read again, then the outcome. */
export function useRefreshSubscription({ announce }: { announce: boolean }) {
  const apply = useApplySubscriptionChange();
  return useMutation({
    mutationFn: refreshSubscription,
    retry: false,
    onMutate: () => {
      if (announce) {
        toast({
          title: "Refreshing Subscription",
          description: "Checking your current subscription status...",
        });
      }
    },
    onSuccess: async (user) => {
      await apply(user);
      if (announce) {
        toast({
          title: "Subscription Status Updated",
          description: "Your subscription status has been refreshed.",
        });
      }
    },
    // The spec's words exactly, whatever the provider said: the page shows nothing else.
    onError: () =>
      toast({
        title: "Error",
        description: "Failed to refresh subscription status",
        variant: "destructive",
      }),
  });
}

/** Leaves CertMinder for the page `destination` answers (checkout or the portal). */
function useGoTo(destination: () => Promise<string>, failure: string) {
  return useMutation({
    mutationFn: destination,
    retry: false,
    onSuccess: (url) => window.location.assign(url),
    onError: failureToast(failure),
  });
}

export function useStartCheckout() {
  return useGoTo(startCheckout, "Failed to start checkout");
}

export function useOpenPortal() {
  return useGoTo(openPortal, "Failed to open the subscription portal");
}

/** A test-mode change: the new status applied, a toast, then `then` (where to go next). */
function useTestModeChange<Input>(
  change: (input: Input) => Promise<PublicUser>,
  messages: { done: string; failure: string },
  then: () => void,
) {
  const apply = useApplySubscriptionChange();
  return useMutation({
    mutationFn: change,
    retry: false,
    onSuccess: async (user) => {
      await apply(user);
      toast({ title: messages.done });
      then();
    },
    onError: failureToast(messages.failure),
  });
}

export function useConfirmTestCheckout(then: () => void) {
  return useTestModeChange(
    confirmTestCheckout,
    { done: "Subscription activated", failure: "Failed to confirm subscription" },
    then,
  );
}

export function useCancelTestSubscription(then: () => void) {
  return useTestModeChange(
    () => cancelTestSubscription(),
    { done: "Subscription canceled", failure: "Failed to cancel subscription" },
    then,
  );
}

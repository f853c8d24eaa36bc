import type { CaptureMailAddressCreated } from "@common/capture-mail";
import { SecretAddressCard } from "@web/components/secret-address-card";
import { formatMoment } from "@web/lib/format-date";
import { Mail } from "lucide-react";
import {
  useCaptureMailAddress,
  useCreateCaptureMailAddress,
  useRevokeCaptureMailAddress,
} from "./use-capture-mail-address";

/**
 * "Email in": the user's private address for mailing certificates, each PDF or image attached
 * landing in her captures inbox.
 */
export function CaptureMailCard() {
  const state = useCaptureMailAddress();
  const create = useCreateCaptureMailAddress();
  const revoke = useRevokeCaptureMailAddress();
  const address = state.data?.address;

  return (
    <SecretAddressCard<CaptureMailAddressCreated>
      icon={Mail}
      title="Email in"
      description="Forward certificates to a private address: each PDF or image attached lands in your inbox of certificates to review."
      answer={state}
      unavailable={
        state.data?.available === false ? "Email in is not set up on this server." : undefined
      }
      active={address != null}
      shownOnce={{
        announcement: "Email address created. Copy it now: it is shown only once.",
        label: "Email address for certificates",
        address: (created) => created.email,
        beside: () => (
          <p className="text-sm text-muted-foreground">
            If a file cannot be added, CertMinder says why at your account's email.
          </p>
        ),
      }}
      whenActive={
        address &&
        `Your email address for certificates is active since ${formatMoment(address.createdAt)}. It was shown once; if you have lost it, create a new address.`
      }
      whenNone="Create a private address to forward certificates to."
      busy={create.isPending || revoke.isPending}
      create={{
        label: "Create email address",
        pending: create.isPending,
        run: (onCreated) => create.mutate(undefined, { onSuccess: onCreated }),
      }}
      renew={{
        label: "Create a new address",
        title: "Create a new address?",
        description: "Mail to the current address is refused from then on.",
        confirmLabel: "Create new address",
      }}
      revoke={{
        title: "Revoke the email address?",
        description: "Mail to it is refused at once. Certificates already in your inbox stay.",
        confirmLabel: "Revoke address",
        run: (onRevoked) => revoke.mutate(undefined, { onSuccess: onRevoked }),
      }}
    />
  );
}

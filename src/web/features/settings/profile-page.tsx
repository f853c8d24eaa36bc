import { emailField, phoneNumberField } from "@common/accounts/fields";
import type { PublicUser } from "@common/user";
import { useDocumentTitle } from "@web/hooks/use-document-title";
import { useUser } from "@web/hooks/use-user";
import { AvatarCard } from "./profile/avatar-card";
import { ContactChangeCard, contactStep } from "./profile/contact-change-card";
import { NamesCard } from "./profile/names-card";
import { TimeZoneCard } from "./profile/time-zone-card";
import {
  useConfirmEmailChange,
  useConfirmPhoneChange,
  useRequestEmailChange,
  useRequestPhoneChange,
} from "./profile/use-profile-changes";

export function ProfilePage() {
  useDocumentTitle("Profile");
  const { data: user } = useUser();
  return (
    <div className="grid w-full max-w-2xl min-w-0 gap-6">
      <h1 className="text-3xl font-bold tracking-tight">Profile</h1>
      {user && (
        <>
          <AvatarCard user={user} />
          <NamesCard user={user} />
          <EmailCard user={user} />
          <PhoneCard user={user} />
          <TimeZoneCard user={user} />
        </>
      )}
    </div>
  );
}

function EmailCard({ user }: { user: PublicUser }) {
  const request = useRequestEmailChange();
  const confirm = useConfirmEmailChange();
  return (
    <ContactChangeCard
      title="Email"
      anchor="email"
      current={
        user.email
          ? `${user.email}${user.emailVerified ? "" : " (not verified)"}`
          : "No email address"
      }
      rule={emailField}
      label="New email address"
      inputType="email"
      autoComplete="email"
      hint="Your address changes once you enter the code we send to the new one."
      request={contactStep(request)}
      confirm={contactStep(confirm)}
      unverified={user.email && !user.emailVerified ? user.email : null}
    />
  );
}

function PhoneCard({ user }: { user: PublicUser }) {
  const request = useRequestPhoneChange();
  const confirm = useConfirmPhoneChange();
  return (
    <ContactChangeCard
      title="Phone number"
      anchor="phone"
      current={
        user.phoneNumber
          ? `${user.phoneNumber} (${user.phoneVerified ? "verified" : "not verified"})`
          : "No phone number"
      }
      rule={phoneNumberField}
      label="New phone number"
      inputType="tel"
      autoComplete="tel"
      hint="Include the country code, for example +12345678901. Needed for text message MFA codes."
      request={contactStep(request)}
      confirm={contactStep(confirm)}
    />
  );
}

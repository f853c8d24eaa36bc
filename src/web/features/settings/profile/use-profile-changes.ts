import type { PublicUser } from "@common/user";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { userQuery } from "@web/hooks/use-user";
import { failureToast } from "@web/lib/failure-toast";
import { type ToastInput, toast } from "@web/lib/toast-store";
import {
  confirmEmailChange,
  confirmPhoneChange,
  removeAvatar,
  requestEmailChange,
  requestPhoneChange,
  updateProfile,
  uploadAvatar,
} from "./profile-api";

/** Puts the user a change answered into the user's query, so every screen shows it. */
function useStoreUser() {
  const queryClient = useQueryClient();
  return (user: PublicUser) => queryClient.setQueryData(userQuery.queryKey, user);
}

/** A change answered by the updated user: stored, then a toast. */
function useUserChange<Input>(
  call: (input: Input) => Promise<PublicUser>,
  done: ToastInput,
  failureTitle: string,
) {
  const storeUser = useStoreUser();
  return useMutation({
    mutationFn: call,
    retry: false,
    onSuccess: (user) => {
      storeUser(user);
      toast(done);
    },
    onError: failureToast(failureTitle),
  });
}

export function useUpdateProfile() {
  return useUserChange(updateProfile, { title: "Profile updated" }, "Failed to update profile");
}

export function useUploadAvatar() {
  return useUserChange(uploadAvatar, { title: "Avatar updated" }, "Failed to update avatar");
}

export function useRemoveAvatar() {
  return useUserChange(removeAvatar, { title: "Avatar removed" }, "Failed to update avatar");
}

/** The texts of one two-step change (spec section 8 toasts). */
export type ContactChangeTexts = {
  sent: ToastInput;
  confirmed: ToastInput;
  failureTitle: string;
};

export const emailChangeTexts: ContactChangeTexts = {
  sent: { title: "Email updated", description: "Please verify your new email address" },
  confirmed: { title: "Email Verified", description: "Your email has been successfully verified." },
  failureTitle: "Failed to update email",
};

export const phoneChangeTexts: ContactChangeTexts = {
  sent: { title: "Verification code sent", description: "Enter the code we texted to your phone." },
  confirmed: { title: "Phone number updated" },
  failureTitle: "Failed to update phone number",
};

/** Step one of an email change: the code goes to the new address. */
export function useRequestEmailChange() {
  return useMutation({
    mutationFn: (email: string) => requestEmailChange({ email }),
    retry: false,
    onSuccess: () => toast(emailChangeTexts.sent),
    onError: failureToast(emailChangeTexts.failureTitle),
  });
}

export function useConfirmEmailChange() {
  return useUserChange(
    confirmEmailChange,
    emailChangeTexts.confirmed,
    emailChangeTexts.failureTitle,
  );
}

/** Step one of a phone change: the code is texted to the new number. */
export function useRequestPhoneChange() {
  return useMutation({
    mutationFn: (phoneNumber: string) => requestPhoneChange({ phoneNumber }),
    retry: false,
    onSuccess: () => toast(phoneChangeTexts.sent),
    onError: failureToast(phoneChangeTexts.failureTitle),
  });
}

export function useConfirmPhoneChange() {
  return useUserChange(
    confirmPhoneChange,
    phoneChangeTexts.confirmed,
    phoneChangeTexts.failureTitle,
  );
}

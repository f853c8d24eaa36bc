import { emailCodeField, emailField, phoneNumberField } from "@common/accounts/fields";
import { type PublicUser, publicUserSchema } from "@common/user";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { useDocumentTitle } from "@web/hooks/use-document-title";
import { useToast } from "@web/hooks/use-toast";
import { userQueryOptions, useUser } from "@web/hooks/use-user";
import { apiRequest } from "@web/lib/api-client";
import { serverMessage } from "@web/lib/server-message";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { AvatarCard } from "./profile/avatar-card";

const namesSchema = z.object({ firstName: z.string().max(100), lastName: z.string().max(100) });
const codeSchema = z.object({ code: emailCodeField });

function useSaveUser() {
  const queryClient = useQueryClient();
  return (user: PublicUser) => queryClient.setQueryData(userQueryOptions.queryKey, user);
}

async function userFrom(response: Response) {
  return publicUserSchema.parse(await response.json());
}

export function ProfilePage() {
  useDocumentTitle("Profile");
  const { data: user } = useUser();
  return (
    <div className="grid max-w-2xl gap-6">
      <h1 className="text-3xl font-bold tracking-tight">Profile</h1>
      {user && (
        <>
          <AvatarCard user={user} />
          <NamesCard user={user} />
          <ContactCard
            title="Email"
            current={user.email ?? "No email address"}
            rule={emailField}
            field="email"
            label="New email address"
            requestPath="/api/user/email"
            verifyPath="/api/user/email/verify"
            sentToast={{
              title: "Email updated",
              description: "Please verify your new email address",
            }}
            doneToast={{
              title: "Email Verified",
              description: "Your email has been successfully verified.",
            }}
            failureTitle="Failed to update email"
          />
          <ContactCard
            title="Phone number"
            current={
              user.phoneNumber
                ? `${user.phoneNumber}${user.phoneVerified ? " (verified)" : ""}`
                : "No phone number"
            }
            rule={phoneNumberField}
            field="phoneNumber"
            label="New phone number"
            requestPath="/api/user/phone"
            verifyPath="/api/user/phone/verify"
            sentToast={{
              title: "Verification code sent",
              description: "Enter the code we texted to your phone.",
            }}
            doneToast={{ title: "Phone number updated" }}
            failureTitle="Failed to update phone number"
          />
        </>
      )}
    </div>
  );
}

function NamesCard({ user }: { user: PublicUser }) {
  const { toast } = useToast();
  const saveUser = useSaveUser();
  const form = useForm<z.input<typeof namesSchema>>({
    resolver: zodResolver(namesSchema),
    defaultValues: { firstName: user.firstName ?? "", lastName: user.lastName ?? "" },
  });
  const save = useMutation({
    mutationFn: async (names: z.input<typeof namesSchema>) =>
      userFrom(await apiRequest("PATCH", "/api/user/profile", names)),
    onSuccess: (updated) => {
      saveUser(updated);
      toast({ title: "Profile updated" });
    },
    onError: (error) =>
      toast({
        title: "Failed to update profile",
        description: serverMessage(error, "Please try again."),
        variant: "destructive",
      }),
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle>Name</CardTitle>
        <CardDescription>Signed in as {user.username}.</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          noValidate
          className="grid gap-4 sm:grid-cols-2"
          onSubmit={form.handleSubmit((names) => save.mutate(names))}
        >
          <FormField label="First name" error={form.formState.errors.firstName?.message}>
            {(control) => (
              <Input {...control} {...form.register("firstName")} autoComplete="given-name" />
            )}
          </FormField>
          <FormField label="Last name" error={form.formState.errors.lastName?.message}>
            {(control) => (
              <Input {...control} {...form.register("lastName")} autoComplete="family-name" />
            )}
          </FormField>
          <div>
            <Button type="submit" disabled={save.isPending}>
              Save name
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

type ContactCardProps = {
  title: string;
  current: string;
  rule: typeof emailField | typeof phoneNumberField;
  field: "email" | "phoneNumber";
  label: string;
  requestPath: string;
  verifyPath: string;
  sentToast: { title: string; description?: string };
  doneToast: { title: string; description?: string };
  failureTitle: string;
};

/** Changing an address in two steps: the new value, then the code sent to it. */
function ContactCard(props: ContactCardProps) {
  const { toast } = useToast();
  const saveUser = useSaveUser();
  const [pending, setPending] = useState(false);
  const valueSchema = z.object({ value: props.rule });
  const valueForm = useForm<z.input<typeof valueSchema>, unknown, z.output<typeof valueSchema>>({
    resolver: zodResolver(valueSchema),
    defaultValues: { value: "" },
  });
  const codeForm = useForm<z.input<typeof codeSchema>>({
    resolver: zodResolver(codeSchema),
    defaultValues: { code: "" },
  });
  const onError = (error: unknown) =>
    toast({
      title: props.failureTitle,
      description: serverMessage(error, "Please try again."),
      variant: "destructive",
    });
  const request = useMutation({
    mutationFn: (value: string) => apiRequest("POST", props.requestPath, { [props.field]: value }),
    retry: false,
    onSuccess: () => {
      toast(props.sentToast);
      setPending(true);
    },
    onError,
  });
  const verify = useMutation({
    mutationFn: async (code: string) =>
      userFrom(await apiRequest("POST", props.verifyPath, { code })),
    retry: false,
    onSuccess: (updated) => {
      saveUser(updated);
      toast(props.doneToast);
      setPending(false);
      valueForm.reset();
      codeForm.reset();
    },
    onError,
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle>{props.title}</CardTitle>
        <CardDescription>Current: {props.current}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <form
          noValidate
          className="grid gap-3"
          onSubmit={valueForm.handleSubmit(({ value }) => request.mutate(value))}
        >
          <FormField label={props.label} error={valueForm.formState.errors.value?.message}>
            {(control) => (
              <Input
                {...control}
                {...valueForm.register("value")}
                type={props.field === "email" ? "email" : "tel"}
              />
            )}
          </FormField>
          <div>
            <Button type="submit" disabled={request.isPending}>
              Send code
            </Button>
          </div>
        </form>
        {pending && (
          <form
            noValidate
            className="grid gap-3"
            onSubmit={codeForm.handleSubmit(({ code }) => verify.mutate(code))}
          >
            <FormField
              label={`${props.title} verification code`}
              error={codeForm.formState.errors.code?.message}
            >
              {(control) => (
                <Input
                  {...control}
                  {...codeForm.register("code")}
                  inputMode="numeric"
                  maxLength={6}
                  autoComplete="one-time-code"
                />
              )}
            </FormField>
            <div>
              <Button type="submit" disabled={verify.isPending}>
                Confirm
              </Button>
            </div>
          </form>
        )}
      </CardContent>
    </Card>
  );
}

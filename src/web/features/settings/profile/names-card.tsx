import type { PublicUser } from "@common/user";
import { zodResolver } from "@hookform/resolvers/zod";
import { NameFields } from "@web/components/forms/name-fields";
import { fieldsOf } from "@web/components/forms/registered-field";
import { SubmitButton } from "@web/components/forms/submit-button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { useUpdateProfile } from "./use-profile-changes";

const nameField = z.string().trim().max(100, "Name must be at most 100 characters");
const namesSchema = z.object({ firstName: nameField, lastName: nameField });
type NamesForm = z.input<typeof namesSchema>;

/** First and last name; an emptied field clears the name. */
export function NamesCard({ user }: { user: PublicUser }) {
  const save = useUpdateProfile();
  const form = useForm<NamesForm, unknown, z.output<typeof namesSchema>>({
    resolver: zodResolver(namesSchema),
    defaultValues: { firstName: user.firstName ?? "", lastName: user.lastName ?? "" },
  });
  const field = fieldsOf(form);
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
          onSubmit={form.handleSubmit((names) =>
            save.mutate(names, { onSuccess: (saved) => form.reset(namesOf(saved)) }),
          )}
        >
          <NameFields field={field} />
          <div className="sm:col-span-2">
            <SubmitButton pending={save.isPending}>Save name</SubmitButton>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

function namesOf(user: PublicUser): NamesForm {
  return { firstName: user.firstName ?? "", lastName: user.lastName ?? "" };
}

import { avatarContentTypes, avatarMaxBytes } from "@common/accounts/profile";
import { type PublicUser, publicUserSchema } from "@common/user";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { useToast } from "@web/hooks/use-toast";
import { userQueryOptions } from "@web/hooks/use-user";
import { apiRequest } from "@web/lib/api-client";
import { serverMessage } from "@web/lib/server-message";
import { uploadFile } from "@web/lib/upload-file";
import { UserRound } from "lucide-react";
import { useId, useState } from "react";

/** A quick check in the browser; the server decides by the file's content. */
export function avatarProblem(file: { type: string; size: number }): string | null {
  if (!(avatarContentTypes as readonly string[]).includes(file.type)) {
    return "Image must be a PNG, JPEG or WebP file";
  }
  if (file.size > avatarMaxBytes) return "Image must be 1 MB or smaller";
  return null;
}

export function AvatarCard({ user }: { user: PublicUser }) {
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const inputId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const saved = (updated: PublicUser) =>
    queryClient.setQueryData(userQueryOptions.queryKey, updated);
  const onError = (error: unknown) =>
    toast({
      title: "Failed to update avatar",
      description: serverMessage(error, "Please try again."),
      variant: "destructive",
    });
  const upload = useMutation({
    mutationFn: async (file: File) =>
      publicUserSchema.parse(await (await uploadFile("PUT", "/api/user/avatar", file)).json()),
    retry: false,
    onSuccess: (updated) => {
      saved(updated);
      toast({ title: "Avatar updated" });
    },
    onError,
  });
  const remove = useMutation({
    mutationFn: async () =>
      publicUserSchema.parse(await (await apiRequest("DELETE", "/api/user/avatar")).json()),
    onSuccess: (updated) => {
      saved(updated);
      toast({ title: "Avatar removed" });
    },
    onError,
  });
  const name = [user.firstName, user.lastName].filter(Boolean).join(" ") || user.username;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Avatar</CardTitle>
        <CardDescription>A PNG, JPEG or WebP image of at most 1 MB.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap items-center gap-4">
        {user.avatarUrl ? (
          <img
            src={user.avatarUrl}
            alt={`Avatar of ${name}`}
            className="size-20 rounded-full border object-cover"
          />
        ) : (
          <div
            className="flex size-20 items-center justify-center rounded-full border bg-muted"
            aria-hidden="true"
          >
            <UserRound className="size-10 text-muted-foreground" />
          </div>
        )}
        <div className="grid gap-2">
          <label htmlFor={inputId} className="text-sm font-medium">
            Choose an image
          </label>
          <input
            id={inputId}
            type="file"
            accept={avatarContentTypes.join(",")}
            aria-describedby={problem ? `${inputId}-problem` : undefined}
            className="text-sm"
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = "";
              if (!file) return;
              const found = avatarProblem(file);
              setProblem(found);
              if (!found) upload.mutate(file);
            }}
          />
          {problem && (
            <p id={`${inputId}-problem`} className="text-sm text-destructive">
              {problem}
            </p>
          )}
          {user.avatarUrl && (
            <div>
              <Button
                variant="outline"
                size="sm"
                onClick={() => remove.mutate()}
                disabled={remove.isPending}
              >
                Remove avatar
              </Button>
            </div>
          )}
        </div>
      </CardContent>
    </Card>
  );
}

import { imageUploadRule, uploadProblem } from "@common/upload-rules";
import type { PublicUser } from "@common/user";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { Label } from "@web/components/ui/label";
import { UserRound } from "lucide-react";
import { useId, useState } from "react";
import { useRemoveAvatar, useUploadAvatar } from "./use-profile-changes";

export function AvatarCard({ user }: { user: PublicUser }) {
  const inputId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useUploadAvatar();
  const remove = useRemoveAvatar();
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
        <div className="grid min-w-0 flex-1 basis-48 gap-2">
          <Label htmlFor={inputId}>Choose an image</Label>
          <input
            id={inputId}
            type="file"
            accept={imageUploadRule.contentTypes.join(",")}
            aria-describedby={problem ? `${inputId}-problem` : undefined}
            disabled={upload.isPending}
            className="w-full min-w-0 text-sm file:mr-3 file:rounded-md file:border file:border-input file:bg-background file:px-3 file:py-1.5 file:text-sm file:font-medium"
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = "";
              if (!file) return;
              const found = uploadProblem(imageUploadRule, file);
              setProblem(found);
              if (!found) upload.mutate(file);
            }}
          />
          {upload.isPending && (
            <p role="status" className="text-sm text-muted-foreground">
              Uploading...
            </p>
          )}
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

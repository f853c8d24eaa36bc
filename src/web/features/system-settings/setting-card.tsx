import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { formatDate } from "@web/lib/format-date";
import { type FormEventHandler, type ReactNode, useEffect } from "react";

/**
 * One group of settings with its own form and Save button: a save sends only this group, so
 * another group's unsaved changes stay as they are.
 */
export function SettingCard({
  title,
  description,
  updatedAt,
  dirty,
  saving,
  onSubmit,
  saveButton,
  children,
}: {
  title: string;
  description: ReactNode;
  updatedAt: string | null;
  dirty: boolean;
  saving: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** Replaces the plain Save button (one that asks first, say). */
  saveButton?: ReactNode;
  children: ReactNode;
}) {
  useWarningBeforeLeaving(dirty);
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="text-xl">
          {title}
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate className="grid gap-4" onSubmit={onSubmit} aria-label={title}>
          {children}
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
            {saveButton ?? <SaveButton saving={saving} />}
            <p className="text-sm text-muted-foreground" aria-live="polite">
              {dirty
                ? "Unsaved changes"
                : updatedAt
                  ? `Last changed ${formatDate(updatedAt)}`
                  : "Default value"}
            </p>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

export function SaveButton({ saving, ...props }: { saving: boolean; onClick?: () => void }) {
  return (
    <Button type={props.onClick ? "button" : "submit"} disabled={saving} {...props}>
      {saving ? "Saving..." : "Save"}
    </Button>
  );
}

/** The browser asks before a reload or closing the tab would lose unsaved changes. */
function useWarningBeforeLeaving(dirty: boolean) {
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);
}

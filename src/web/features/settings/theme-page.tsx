import { defaultTheme, type Theme } from "@common/theme";
import { ErrorDisplay } from "@web/components/error-display";
import { Button } from "@web/components/ui/button";
import { PageSpinner } from "@web/components/ui/spinner";
import { useDocumentTitle } from "@web/hooks/use-document-title";
import { useState } from "react";
import { AppearanceCard } from "./theme/appearance-card";
import { PrimaryColourChoice } from "./theme/primary-colour-choice";
import { RadiusChoice } from "./theme/radius-choice";
import { ThemeSample } from "./theme/theme-sample";
import { useSaveTheme } from "./theme/use-save-theme";
import { useSavedTheme } from "./theme/use-saved-theme";
import { useThemePreview } from "./theme/use-theme-preview";
import { VariantChoice } from "./theme/variant-choice";

function sameTheme(a: Theme, b: Theme): boolean {
  return (
    a.variant === b.variant &&
    a.primary.toLowerCase() === b.primary.toLowerCase() &&
    a.radius === b.radius
  );
}

/** /settings/appearance: style, primary colour and corners, previewed live, saved on request. */
export function ThemePage() {
  useDocumentTitle("Theme");
  const saved = useSavedTheme();
  const save = useSaveTheme();
  const [draft, setDraft] = useState<Theme | null>(null);
  const shown = draft ?? saved.data;
  useThemePreview(shown);

  const change = (changes: Partial<Theme>) => {
    if (shown) setDraft({ ...shown, ...changes });
  };
  const store = (theme: Theme, doneTitle: string) => {
    setDraft(theme);
    save.mutate({ theme, doneTitle }, { onSuccess: () => setDraft(null) });
  };
  const unsaved = Boolean(draft && saved.data && !sameTheme(draft, saved.data));

  return (
    <div className="grid w-full max-w-4xl min-w-0 gap-6">
      <div className="grid gap-1">
        <h1 className="text-3xl font-bold tracking-tight">Theme</h1>
        <p className="text-muted-foreground">Choose how CertMinder looks for you.</p>
      </div>
      {saved.isPending && <PageSpinner />}
      {saved.isError && !shown && (
        <ErrorDisplay error={saved.error} onRetry={() => void saved.refetch()} />
      )}
      {shown && (
        <>
          <AppearanceCard />
          <VariantChoice value={shown.variant} onChange={(variant) => change({ variant })} />
          <PrimaryColourChoice value={shown.primary} onChange={(primary) => change({ primary })} />
          <RadiusChoice value={shown.radius} onChange={(radius) => change({ radius })} />
          <ThemeSample />
          <div className="flex flex-wrap items-center gap-3">
            <Button disabled={save.isPending} onClick={() => store(shown, "Theme saved")}>
              {save.isPending ? "Saving..." : "Save theme"}
            </Button>
            <Button
              variant="outline"
              disabled={save.isPending}
              onClick={() => store(defaultTheme, "Theme reset to default")}
            >
              Reset to default
            </Button>
            <p className="text-sm text-muted-foreground" aria-live="polite">
              {unsaved &&
                "Unsaved changes: leaving this page without saving keeps your saved theme."}
            </p>
          </div>
        </>
      )}
    </div>
  );
}

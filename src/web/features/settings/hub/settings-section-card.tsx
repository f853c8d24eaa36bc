import { Card } from "@web/components/ui/card";
import { ChevronRight } from "lucide-react";
import { Link } from "wouter";
import type { SettingsSection } from "./settings-sections";

/**
 * A card leading to one settings page. The link is the title, so it is named by it alone; it
 * stretches over the card so that the whole card can be clicked.
 */
export function SettingsSectionCard({ section }: { section: SettingsSection }) {
  const { path, title, icon: Icon } = section.page;
  return (
    <Card
      data-tour={section.tour}
      className="relative flex items-start gap-4 p-5 transition-colors focus-within:ring-2 focus-within:ring-ring hover:bg-accent"
    >
      <span
        className="flex size-10 shrink-0 items-center justify-center rounded-md bg-primary/10 text-primary"
        aria-hidden="true"
      >
        <Icon className="size-5" />
      </span>
      <div className="grid min-w-0 flex-1 gap-1">
        <h2 className="text-lg font-semibold leading-tight">
          <Link
            href={path}
            className="after:absolute after:inset-0 after:rounded-lg focus-visible:outline-none"
          >
            {title}
          </Link>
        </h2>
        <p className="text-sm text-muted-foreground">{section.description}</p>
      </div>
      <ChevronRight className="mt-1 size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
    </Card>
  );
}

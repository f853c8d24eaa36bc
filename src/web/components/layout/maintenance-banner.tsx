import { Button } from "@web/components/ui/button";
import { useAppSettings } from "@web/hooks/use-app-settings";
import { TriangleAlert } from "lucide-react";
import { type ReactNode, useState } from "react";

const hiddenKey = "certminder_hidden_maintenance_banner";

/** The banner text this tab's visitor hid; storage may be unavailable, then nothing is. */
function hiddenText(): string | null {
  try {
    return globalThis.sessionStorage?.getItem(hiddenKey) ?? null;
  } catch {
    return null;
  }
}

function hide(text: string) {
  try {
    globalThis.sessionStorage?.setItem(hiddenKey, text);
  } catch {
    // Then it stays hidden only while the page stays open.
  }
}

/** How the banner looks; the System page previews a text with it. */
export function MaintenanceNotice({ text, action }: { text: string; action?: ReactNode }) {
  return (
    <div className="flex items-start gap-3 border-b border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950 md:px-8">
      <TriangleAlert className="mt-0.5 size-4 shrink-0 text-amber-700" aria-hidden="true" />
      <p className="min-w-0 flex-1 whitespace-pre-line break-words">{text}</p>
      {action}
    </div>
  );
}

/**
 * The administrators' maintenance banner at the top of every signed-in page, administrators'
 * included. It can be hidden for the rest of the browser tab's session; a new text shows again.
 */
export function MaintenanceBanner() {
  const { data } = useAppSettings();
  const [hidden, setHidden] = useState(hiddenText);
  const text = data?.maintenanceBanner ?? "";
  if (text === "" || hidden === text) return null;
  return (
    <div role="status" aria-label="Maintenance notice">
      <MaintenanceNotice
        text={text}
        action={
          <Button
            variant="ghost"
            size="sm"
            className="-my-1.5 h-8 shrink-0 px-2 text-amber-950 hover:bg-amber-100"
            onClick={() => {
              hide(text);
              setHidden(text);
            }}
          >
            Hide notice
          </Button>
        }
      />
    </div>
  );
}

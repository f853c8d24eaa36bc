import { Card, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { Sun } from "lucide-react";

/** The spec forces a light appearance; saying so answers "where is dark mode?". */
export function AppearanceCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-xl">
          <Sun className="size-5" aria-hidden="true" />
          Appearance: Light
        </CardTitle>
        <CardDescription>
          CertMinder always uses a light appearance, so there is no dark mode to choose.
        </CardDescription>
      </CardHeader>
    </Card>
  );
}

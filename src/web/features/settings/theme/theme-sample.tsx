import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { Progress } from "@web/components/ui/progress";

/** A few parts of the app in the theme being chosen; the whole app changes too. */
export function ThemeSample() {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-xl">Preview</CardTitle>
        <CardDescription>
          Changes show at once, here and across the app, until you leave this page.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4" aria-hidden="true" inert>
        <div className="flex flex-wrap items-center gap-2">
          <Button tabIndex={-1}>Primary button</Button>
          <Button tabIndex={-1} variant="outline">
            Outline button
          </Button>
          <Button tabIndex={-1} variant="link">
            Link
          </Button>
          <Badge>Badge</Badge>
        </div>
        <div className="grid gap-1.5 rounded-lg border bg-muted p-3 text-sm">
          <span className="font-medium">Registered Nurse</span>
          <Progress value={60} label="Sample progress" />
          <span className="text-muted-foreground">18 of 30 hours earned</span>
        </div>
      </CardContent>
    </Card>
  );
}

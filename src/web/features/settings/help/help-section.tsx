import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import type { ReactNode } from "react";

/** One topic of the Help page: a card with an h2, a short lead and the details. */
export function HelpSection({
  title,
  description,
  children,
}: {
  title: string;
  description: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle className="text-xl">{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 text-sm">{children}</CardContent>
    </Card>
  );
}

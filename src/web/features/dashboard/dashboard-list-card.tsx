import { Card, CardContent, CardHeader, CardTitle } from "@web/components/ui/card";
import type { ReactNode } from "react";

/** A dashboard card listing certifications, or saying why there are none. */
export function DashboardListCard<Row extends { id: number }>({
  tour,
  title,
  rows,
  item,
  empty,
}: {
  /** Where the guided tour points at it. */
  tour: string;
  title: string;
  rows: Row[];
  item: (row: Row) => ReactNode;
  empty: ReactNode;
}) {
  return (
    <Card data-tour={tour}>
      <CardHeader>
        <CardTitle className="text-xl">{title}</CardTitle>
      </CardHeader>
      <CardContent>
        {rows.length === 0 ? empty : <ul className="grid gap-3">{rows.map(item)}</ul>}
      </CardContent>
    </Card>
  );
}

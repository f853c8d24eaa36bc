import { Card, CardContent, CardHeader, CardTitle } from "@web/components/ui/card";
import type { ReactNode } from "react";

/** A dashboard card listing certifications, or saying why there are none. */
export function DashboardListCard<Row extends { id: number }>({
  tour,
  title,
  rows,
  Item,
  children,
}: {
  /** Where the guided tour points at it. */
  tour: string;
  title: string;
  rows: Row[];
  /** One row's list item. */
  Item: (props: { row: Row }) => ReactNode;
  /** What it says when there are no rows. */
  children: ReactNode;
}) {
  return (
    <Card data-tour={tour}>
      <CardHeader>
        <CardTitle className="text-xl">{title}</CardTitle>
      </CardHeader>
      <CardContent>
        {rows.length === 0 ? (
          children
        ) : (
          <ul className="grid gap-3">
            {rows.map((row) => (
              <Item key={row.id} row={row} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

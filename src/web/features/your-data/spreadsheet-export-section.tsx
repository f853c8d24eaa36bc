import { Card, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";

export function SpreadsheetExportSection() {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-xl">Export to a spreadsheet</CardTitle>
        <CardDescription>Your certifications and credits as CSV files.</CardDescription>
      </CardHeader>
    </Card>
  );
}

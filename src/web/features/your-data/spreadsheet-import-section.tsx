import { Card, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";

export function SpreadsheetImportSection() {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-xl">Import from a spreadsheet</CardTitle>
        <CardDescription>Certifications and credits from a CSV file.</CardDescription>
      </CardHeader>
    </Card>
  );
}

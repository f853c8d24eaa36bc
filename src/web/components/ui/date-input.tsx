import { calendarYears } from "@common/certifications/calendar-date";
import { Input } from "@web/components/ui/input";
import type { ComponentProps } from "react";

/**
 * A calendar date picked with the browser's date field, which shows it in the user's own order
 * (MM/DD/YYYY in the US) and sends "YYYY-MM-DD". Its picker offers only the years a date may
 * have, so a mistyped year is the only way out of them.
 */
export function DateInput({
  min = `${calendarYears.first}-01-01`,
  max = `${calendarYears.last}-12-31`,
  ...props
}: Omit<ComponentProps<"input">, "type">) {
  return <Input {...props} type="date" min={min} max={max} />;
}

import {
  certificationStatuses,
  certificationStatusLabels,
} from "@common/certifications/certification";
import { deadlineStatuses } from "@common/certifications/deadline-status";
import type { OptimizedViewFilters } from "@common/optimized-view";
import { FiltersToggle } from "@web/components/forms/filters-toggle";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { NativeSelect } from "@web/components/ui/native-select";
import { cn } from "@web/lib/cn";
import { useEffect, useId, useRef, useState } from "react";

export type FilterChange = (change: Partial<OptimizedViewFilters>) => void;

const searchDelayMs = 300;
const expiringChoices = [7, 30, 60, 90, 180, 365];

/**
 * The search box, saved to the address once typing pauses; it shows what the address holds
 * when that changes otherwise (Clear filters, Back).
 */
function useSearchText(saved: string, save: (text: string) => void) {
  const [text, setText] = useState(saved);
  const lastSaved = useRef(saved);
  const saveRef = useRef(save);
  saveRef.current = save;
  useEffect(() => {
    if (saved === lastSaved.current) return;
    lastSaved.current = saved;
    setText(saved);
  }, [saved]);
  useEffect(() => {
    const timer = setTimeout(() => {
      const value = text.trim();
      if (value === lastSaved.current) return;
      lastSaved.current = value;
      saveRef.current(value);
    }, searchDelayMs);
    return () => clearTimeout(timer);
  }, [text]);
  return [text, setText] as const;
}

/** Search always in view; status, deadline status and expiry beside it, or folded on a phone. */
export function OptimizedViewFilterBar({
  filters,
  onChange,
}: {
  filters: OptimizedViewFilters;
  onChange: FilterChange;
}) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const [search, setSearch] = useSearchText(filters.search ?? "", (text) =>
    onChange({ search: text || undefined }),
  );
  const folded = [filters.status, filters.progress, filters.expiringWithin].filter(
    (value) => value !== undefined,
  ).length;
  return (
    <search aria-label="Find certifications" className="grid min-w-0 gap-3">
      <div className="flex min-w-0 flex-wrap items-end gap-x-4 gap-y-3">
        <FormField label="Search" className="min-w-0 flex-1 basis-64">
          {(control) => (
            <Input
              {...control}
              type="search"
              placeholder="Holder, email, certification or provider"
              maxLength={200}
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
          )}
        </FormField>
        <FiltersToggle
          open={open}
          onToggle={() => setOpen(!open)}
          panelId={panelId}
          active={folded}
        />
      </div>
      <div
        id={panelId}
        className={cn("min-w-0 grid-cols-1 gap-3 sm:grid-cols-3 md:grid", open ? "grid" : "hidden")}
      >
        <FormField label="Status">
          {(control) => (
            <NativeSelect
              {...control}
              value={filters.status ?? ""}
              onChange={(event) =>
                onChange({
                  status: certificationStatuses.find((status) => status === event.target.value),
                })
              }
            >
              <option value="">Any status</option>
              {certificationStatuses.map((status) => (
                <option key={status} value={status}>
                  {certificationStatusLabels[status]}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField label="Progress">
          {(control) => (
            <NativeSelect
              {...control}
              value={filters.progress ?? ""}
              onChange={(event) =>
                onChange({
                  progress: deadlineStatuses.find((status) => status === event.target.value),
                })
              }
            >
              <option value="">Any progress</option>
              {deadlineStatuses.map((status) => (
                <option key={status} value={status}>
                  {status}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField label="Expiring within">
          {(control) => (
            <NativeSelect
              {...control}
              value={filters.expiringWithin === undefined ? "" : String(filters.expiringWithin)}
              onChange={(event) =>
                onChange({
                  expiringWithin:
                    event.target.value === "" ? undefined : Number(event.target.value),
                })
              }
            >
              <option value="">Any time</option>
              {/* An address may hold another number of days: it is offered as it is. */}
              {filters.expiringWithin !== undefined &&
                !expiringChoices.includes(filters.expiringWithin) && (
                  <option value={filters.expiringWithin}>{filters.expiringWithin} days</option>
                )}
              {expiringChoices.map((days) => (
                <option key={days} value={days}>
                  {days} days
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      </div>
    </search>
  );
}

import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { useSettledText } from "@web/hooks/use-settled-text";

const searchDelayMs = 300;

/**
 * A list's Search field: what is typed shows at once and is applied, trimmed, once typing
 * pauses; it shows what the filters hold when they change otherwise (Clear filters, Back).
 */
export function SearchField({
  value,
  placeholder,
  onSearch,
  className,
  autoFocus,
}: {
  value: string;
  placeholder: string;
  onSearch: (search: string) => void;
  className?: string;
  /** Takes the focus when it shows, where finding is what the user came to do. */
  autoFocus?: boolean;
}) {
  const [search, setSearch] = useSettledText(value, onSearch, {
    delayMs: searchDelayMs,
    normalize: (text) => text.trim(),
  });
  return (
    <FormField label="Search" className={className}>
      {(control) => (
        <Input
          {...control}
          type="search"
          placeholder={placeholder}
          maxLength={200}
          autoFocus={autoFocus}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      )}
    </FormField>
  );
}

import { plural } from "@common/plural";
import { cn } from "@web/lib/cn";
import { Star } from "lucide-react";
import { useId } from "react";

const ratings = [1, 2, 3, 4, 5] as const;

/**
 * An optional rating from 1 to 5 as a group of radio buttons: "No rating" leaves it empty.
 * Stars up to the chosen one are filled, so the choice shows at a glance.
 */
export function RatingField({
  value,
  onChange,
  error,
}: {
  value: number | null | undefined;
  onChange: (rating: number | null) => void;
  error?: string;
}) {
  const id = useId();
  const chosen = value ?? null;
  const option =
    "flex cursor-pointer items-center gap-1.5 rounded-md border px-3 py-2 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/10 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring";
  return (
    <fieldset
      className="grid gap-1.5"
      aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
      aria-invalid={Boolean(error)}
    >
      <legend className="mb-1.5 text-sm font-medium leading-none">Rating (optional)</legend>
      <div className="flex flex-wrap gap-2">
        <label className={option}>
          <input
            type="radio"
            name={`${id}-rating`}
            checked={chosen === null}
            onChange={() => onChange(null)}
            className="size-4 accent-primary"
          />
          No rating
        </label>
        {ratings.map((rating) => (
          <label key={rating} className={cn(option, "relative")}>
            <input
              type="radio"
              name={`${id}-rating`}
              value={rating}
              checked={chosen === rating}
              onChange={() => onChange(rating)}
              className="absolute inset-0 size-full cursor-pointer opacity-0"
            />
            <Star
              aria-hidden="true"
              className={cn(
                "size-4",
                chosen !== null && rating <= chosen
                  ? "fill-amber-400 text-amber-500"
                  : "text-muted-foreground",
              )}
            />
            {rating}
            <span className="sr-only"> {plural(rating, "star", "stars")}</span>
          </label>
        ))}
      </div>
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        How happy are you with CertMinder? 1 is poor, 5 is excellent.
      </p>
      {error && (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  );
}

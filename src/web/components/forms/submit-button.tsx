import { Button, type ButtonProps } from "@web/components/ui/button";

/**
 * A form's submit button that says when its request is on its way (`pending`, as
 * `pendingLabel`, "Saving..." unless given). It is disabled meanwhile, so the form is not sent
 * twice; with `keepFocus` it stays enabled and busy instead, so focus stays on it (the form
 * ignores a second submit).
 */
export function SubmitButton({
  pending,
  pendingLabel = "Saving...",
  keepFocus = false,
  disabled,
  children,
  ...props
}: Omit<ButtonProps, "type"> & { pending: boolean; pendingLabel?: string; keepFocus?: boolean }) {
  return (
    <Button
      type="submit"
      disabled={keepFocus ? disabled : pending || disabled}
      aria-busy={keepFocus ? pending : undefined}
      {...props}
    >
      {pending ? pendingLabel : children}
    </Button>
  );
}

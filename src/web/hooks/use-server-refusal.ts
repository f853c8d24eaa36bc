import { serverFieldError } from "@web/lib/server-field-error";
import { useState } from "react";
import type { FieldPath, FieldValues, UseFormSetError } from "react-hook-form";

/**
 * Where a form shows the server's refusal of what it sent: under the field it names, when it is
 * one of `fields` (and focused), else as `formError`, shown above the buttons until the next try.
 */
export function useServerRefusal<Values extends FieldValues>(
  form: { setError: UseFormSetError<Values> },
  fields: readonly FieldPath<Values>[],
) {
  const [formError, setFormError] = useState<string | null>(null);
  return {
    formError,
    /** Clears the last refusal, when the form is sent again. */
    clear: () => setFormError(null),
    /** Shows a refusal: the `onError` of the mutation that sends the form. */
    refused: (error: unknown) => {
      const refusal = serverFieldError(error, fields, "Please try again.");
      if (refusal.field) {
        form.setError(
          refusal.field,
          { type: "server", message: refusal.message },
          { shouldFocus: true },
        );
      } else {
        setFormError(refusal.message);
      }
    },
  };
}

import {
  type FeedbackTriageInput,
  feedbackNoteMaxLength,
  feedbackStatuses,
  feedbackStatusLabels,
  feedbackTriageInputSchema,
  type TriagedFeedback,
} from "@common/feedback";
import { zodResolver } from "@hookform/resolvers/zod";
import { fieldsOf } from "@web/components/forms/registered-field";
import { SelectField } from "@web/components/forms/select-field";
import { SubmitButton } from "@web/components/forms/submit-button";
import { TextareaField } from "@web/components/forms/textarea-field";
import { DialogActions } from "@web/components/ui/dialog-actions";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { useSaveTriage } from "./use-feedback-triage";

type TriageFormValues = z.input<typeof feedbackTriageInputSchema>;

/** The status and the internal note of one piece of feedback, saved together. */
export function TriageForm({ entry, onSaved }: { entry: TriagedFeedback; onSaved: () => void }) {
  const save = useSaveTriage(entry.id);
  const form = useForm<TriageFormValues, unknown, FeedbackTriageInput>({
    resolver: zodResolver(feedbackTriageInputSchema),
    defaultValues: { status: entry.status, adminNote: entry.adminNote ?? "" },
  });
  const field = fieldsOf(form);
  const submit = form.handleSubmit((input) => save.mutate(input, { onSuccess: onSaved }));
  return (
    <form noValidate className="grid gap-4" onSubmit={submit}>
      <SelectField label="Status" {...field("status")}>
        {feedbackStatuses.map((status) => (
          <option key={status} value={status}>
            {feedbackStatusLabels[status]}
          </option>
        ))}
      </SelectField>
      <TextareaField
        label="Internal note"
        hint="Seen by administrators only, never by the person who sent it."
        {...field("adminNote")}
        rows={5}
        maxLength={feedbackNoteMaxLength}
      />
      <DialogActions>
        <SubmitButton pending={save.isPending}>Save</SubmitButton>
      </DialogActions>
    </form>
  );
}

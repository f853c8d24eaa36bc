import { creditMessages } from "@common/certifications/credit";
import { type PlanCourse, type PlanObjective, planCompletionSchema } from "@common/planner";
import { zodResolver } from "@hookform/resolvers/zod";
import { InputField } from "@web/components/forms/input-field";
import { fieldsOf } from "@web/components/forms/registered-field";
import { SubmitButton } from "@web/components/forms/submit-button";
import { Button } from "@web/components/ui/button";
import { DialogActions } from "@web/components/ui/dialog-actions";
import { ErrorText } from "@web/components/ui/error-text";
import { TitledDialog } from "@web/components/ui/titled-dialog";
import { useServerRefusal } from "@web/hooks/use-server-refusal";
import { useToday } from "@web/hooks/use-today";
import { toast } from "@web/lib/toast-store";
import { CircleCheck } from "lucide-react";
import { useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { useRecordPlannedCompletion } from "./use-planner";

/** The completion date: a day, not after the user's today. */
function completionFormSchema(today: string) {
  return planCompletionSchema.extend({
    completionDate: planCompletionSchema.shape.completionDate.refine(
      (date) => date <= today,
      creditMessages.completionDateInFuture,
    ),
  });
}

/** "Credit added", and where it counts: the certifications the plan counted the course for. */
function announce(course: PlanCourse) {
  const names = course.countsToward.map((count) => count.certificationName).join(", ");
  toast({
    title: "Credit added",
    description: names ? `${course.title} counts toward ${names}.` : course.title,
  });
}

function PlannedCompletionForm({
  course,
  minimize,
  onRecorded,
}: {
  course: PlanCourse;
  minimize: PlanObjective;
  onRecorded: () => void;
}) {
  const today = useToday();
  const schema = useMemo(() => completionFormSchema(today), [today]);
  const form = useForm({ resolver: zodResolver(schema), defaultValues: { completionDate: today } });
  const field = fieldsOf(form);
  const record = useRecordPlannedCompletion();
  const refusal = useServerRefusal(form, ["completionDate"]);
  const submit = form.handleSubmit(({ completionDate }) => {
    refusal.clear();
    record.mutate(
      { opportunityId: course.opportunityId, completionDate, minimize },
      { onSuccess: onRecorded, onError: refusal.refused },
    );
  });
  return (
    <form noValidate className="grid min-w-0 gap-4" onSubmit={submit}>
      <InputField label="Completion date" {...field("completionDate")} type="date" max={today} />
      {refusal.formError && <ErrorText>{refusal.formError}</ErrorText>}
      <DialogActions>
        <SubmitButton pending={record.isPending} pendingLabel="Recording...">
          Record credit
        </SubmitButton>
      </DialogActions>
    </form>
  );
}

/**
 * "I completed this" on a planned course: the day it was completed, and the credit is recorded
 * toward every certification the plan counted it for; the plan then moves on without it.
 */
export function PlannedCompletionDialog({
  course,
  minimize,
}: {
  course: PlanCourse;
  /** The objective of the plan shown, which counted the course toward its certifications. */
  minimize: PlanObjective;
}) {
  const [open, setOpen] = useState(false);
  const names = course.countsToward.map((count) => count.certificationName).join(", ");
  return (
    <TitledDialog
      open={open}
      onOpenChange={setOpen}
      className="max-w-md"
      title="I completed this"
      description={`Records ${course.title} as a credit${names ? ` toward ${names}` : ""}.`}
      trigger={
        <Button size="sm">
          <CircleCheck aria-hidden="true" />I completed this
          <span className="sr-only">: {course.title}</span>
        </Button>
      }
    >
      {open && (
        <PlannedCompletionForm
          course={course}
          minimize={minimize}
          onRecorded={() => {
            setOpen(false);
            announce(course);
          }}
        />
      )}
    </TitledDialog>
  );
}

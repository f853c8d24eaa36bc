import {
  type FeedbackInput,
  feedbackCategoryLabels,
  feedbackFormCategories,
  feedbackInputSchema,
  feedbackTypes,
} from "@common/feedback";
import { zodResolver } from "@hookform/resolvers/zod";
import { InputField } from "@web/components/forms/input-field";
import { fieldsOf } from "@web/components/forms/registered-field";
import { SubmitButton } from "@web/components/forms/submit-button";
import { TextareaField } from "@web/components/forms/textarea-field";
import { FormField } from "@web/components/ui/form-field";
import { NativeSelect } from "@web/components/ui/native-select";
import { Controller, useForm } from "react-hook-form";
import type { z } from "zod";
import { RatingField } from "./rating-field";
import { TypeField } from "./type-field";
import { useSendFeedback } from "./use-send-feedback";

type FeedbackFormValues = z.input<typeof feedbackInputSchema>;

/** A type given in the link (/feedback?type=feature), else general feedback. */
function startingType(requested: string | null): FeedbackFormValues["type"] {
  return feedbackTypes.find((type) => type === requested) ?? "general";
}

export function FeedbackForm({ requestedType }: { requestedType: string | null }) {
  const send = useSendFeedback();
  const defaultValues: Partial<FeedbackFormValues> = {
    type: startingType(requestedType),
    subject: "",
    message: "",
    rating: null,
  };
  const form = useForm<FeedbackFormValues, unknown, FeedbackInput>({
    resolver: zodResolver(feedbackInputSchema),
    defaultValues,
  });
  const field = fieldsOf(form);
  const { errors } = form.formState;
  const submit = form.handleSubmit((input) =>
    send.mutate(input, { onSuccess: () => form.reset(defaultValues) }),
  );
  return (
    <form noValidate className="grid gap-5" onSubmit={submit}>
      <TypeField registration={form.register("type")} error={errors.type?.message} />
      <FormField label="Category" error={errors.category?.message}>
        {(control) => (
          <Controller
            control={form.control}
            name="category"
            render={({ field }) => (
              <NativeSelect {...control} {...field} value={field.value ?? ""}>
                <option value="" disabled>
                  Choose a category
                </option>
                {feedbackFormCategories.map((category) => (
                  <option key={category} value={category}>
                    {feedbackCategoryLabels[category]}
                  </option>
                ))}
              </NativeSelect>
            )}
          />
        )}
      </FormField>
      <InputField label="Subject" {...field("subject")} autoComplete="off" />
      <TextareaField
        label="Message"
        hint="What happened, what you expected, or what you would like to see."
        {...field("message")}
        rows={6}
      />
      <Controller
        control={form.control}
        name="rating"
        render={({ field, fieldState }) => (
          <RatingField
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
      <div>
        <SubmitButton pending={send.isPending} pendingLabel="Sending...">
          Send feedback
        </SubmitButton>
      </div>
    </form>
  );
}

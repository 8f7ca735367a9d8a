import { CSAT_COMMENT_MAX, ZCsatRatingRequest } from '@corridor/contracts/feedback/csat-rating';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { errorMessage } from '@/lib/api/api-error.ts';
import { Button } from '@/ui/button.tsx';
import { Dialog } from '@/ui/dialog.tsx';
import { FormAlert } from '@/ui/form-alert.tsx';
import { showSnackbar } from '@/ui/snackbar/snackbar-store.ts';
import { TextAreaField } from '@/ui/text-area-field.tsx';
import { useSendCsatRating } from '../api/send-csat-rating.ts';
import { RatingField } from './rating-field.tsx';
import './feedback-dialog.css';

// The API's own schema minus the page (the dialog knows it), so the form says exactly what the API would.
const ZFeedbackForm = ZCsatRatingRequest.omit({ page: true });
type FeedbackFormValues = z.input<typeof ZFeedbackForm>;

type FeedbackDialogProps = {
  /** The app path the dialog was opened from, stored with the rating. */
  page: string;
  onClose: () => void;
};

/** Spec §2 "feedback dialog": a 1–5 rating and an optional comment, sent as a CSAT rating (§7). */
export function FeedbackDialog({ page, onClose }: FeedbackDialogProps) {
  const send = useSendCsatRating();
  const form = useForm<FeedbackFormValues, unknown, z.output<typeof ZFeedbackForm>>({
    resolver: zodResolver(ZFeedbackForm),
    defaultValues: { rating: undefined, comment: '' },
  });
  const comment = useWatch({ control: form.control, name: 'comment' }) ?? '';
  const submit = form.handleSubmit(({ rating, comment }) =>
    send.mutate(
      { rating, page, ...(comment ? { comment } : {}) },
      {
        onSuccess: (res) => {
          showSnackbar(res.message, 'success');
          onClose();
        },
      },
    ),
  );

  return (
    <Dialog
      title="Leave feedback"
      description="How is Corridor working for you? Your rating goes straight to our product team."
      onClose={onClose}
      isBusy={send.isPending}
    >
      <form className="stack" onSubmit={submit} noValidate aria-label="Feedback">
        {send.error ? <FormAlert>{errorMessage(send.error)}</FormAlert> : null}
        <Controller
          control={form.control}
          name="rating"
          render={({ field, fieldState }) => (
            <RatingField
              legend="Your rating"
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
              error={fieldState.error?.message}
            />
          )}
        />
        <TextAreaField
          label="Comment (optional)"
          placeholder="What works well, and what would make Corridor better?"
          rows={4}
          // Counted as the API counts it: spaces around the text are dropped before the limit applies.
          length={comment.trim().length}
          limit={CSAT_COMMENT_MAX}
          error={form.formState.errors.comment?.message}
          {...form.register('comment')}
        />
        <div className="dialog-footer dialog-footer-flush">
          <Button variant="secondary" onClick={onClose} disabled={send.isPending}>
            Cancel
          </Button>
          <Button type="submit" isLoading={send.isPending} loadingLabel="Sending…">
            Send
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

import { AUTH_MESSAGES, ZNewPassword } from '@corridor/domain/validation/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/ui/button.tsx';
import { TextField } from '@/ui/text-field.tsx';
import { PasswordChecklist } from './password-checklist.tsx';

const ZForm = z
  .object({
    currentPassword: z.string().optional(),
    password: ZNewPassword,
    confirmPassword: z.string().min(1, AUTH_MESSAGES.required),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: AUTH_MESSAGES.passwordsMustMatch,
  });
export type NewPasswordValues = z.infer<typeof ZForm>;

type Props = {
  onSubmit: (values: NewPasswordValues) => void;
  isPending: boolean;
  submitLabel: string;
  /** Only a user who knows a password they chose is asked for it again. */
  isCurrentPasswordNeeded?: boolean;
};

/** New password + confirmation with the live checklist; shared by reset and set-password. */
export function NewPasswordForm({ onSubmit, isPending, submitLabel, isCurrentPasswordNeeded = false }: Props) {
  const schema = isCurrentPasswordNeeded
    ? ZForm.refine((v) => Boolean(v.currentPassword), { path: ['currentPassword'], message: AUTH_MESSAGES.required })
    : ZForm;
  const form = useForm<NewPasswordValues>({
    resolver: zodResolver(schema),
    defaultValues: { currentPassword: '', password: '', confirmPassword: '' },
    mode: 'onTouched',
  });
  const { errors } = form.formState;
  const password = form.watch('password');

  return (
    <form className="stack" noValidate onSubmit={form.handleSubmit(onSubmit)} aria-label={submitLabel}>
      {isCurrentPasswordNeeded ? (
        <TextField
          label="Current password"
          type="password"
          autoComplete="current-password"
          error={errors.currentPassword?.message}
          {...form.register('currentPassword')}
        />
      ) : null}
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        error={errors.password?.message}
        hint={<PasswordChecklist password={password} />}
        {...form.register('password')}
      />
      <TextField
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...form.register('confirmPassword')}
      />
      <Button type="submit" isFullWidth isLoading={isPending} loadingLabel="Saving…">
        {submitLabel}
      </Button>
    </form>
  );
}

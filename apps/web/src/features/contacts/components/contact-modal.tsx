import type { TBeneficiary } from '@corridor/contracts/beneficiaries/beneficiary';
import type { TBeneficiarySchema } from '@corridor/contracts/beneficiaries/validation-schema';
import type { BeneficiaryValues } from '@corridor/domain/beneficiaries/schema-types';
import { useCallback, useState } from 'react';
import { Button } from '@/ui/button.tsx';
import { Dialog } from '@/ui/dialog.tsx';
import { ErrorPanel } from '@/ui/error-panel.tsx';
import { SkeletonBlock } from '@/ui/skeleton.tsx';
import { showSnackbar } from '@/ui/snackbar/snackbar-store.ts';
import { StepIndicator } from '@/ui/step-indicator.tsx';
import { useBeneficiarySchema } from '../api/get-beneficiary-schema.ts';
import { useCorridors } from '../api/get-corridors.ts';
import { useSaveContact } from '../api/save-contact.ts';
import { BankStep } from './bank-step.tsx';
import { ConfirmStep } from './confirm-step.tsx';
import {
  type ContactDraft,
  draftOf,
  emptyDraft,
  inputOf,
  STEPS,
  type StepIndex,
  saveErrorLines,
  schemaKeyOf,
} from './contact-draft.ts';
import { DestinationStep } from './destination-step.tsx';
import { DetailsStep } from './details-step.tsx';

type ContactModalProps = {
  clientId: string;
  contact?: TBeneficiary;
  onClose: () => void;
  /** Told the contact as saved, before the dialog closes (the send flow picks a contact it has just added). */
  onSaved?: (contact: TBeneficiary) => void;
};

/**
 * Adding or changing a contact in four steps (spec §2): country and default currency, the contact's details, the
 * bank details, then a confirmation of everything. Steps 2 and 3 are drawn from the corridor's schema (kept 5
 * minutes); Back keeps what was typed; nothing is saved before the last step.
 */
export function ContactModal({ clientId, contact, onClose, onSaved }: ContactModalProps) {
  const [step, setStep] = useState<StepIndex>(0);
  const [draft, setDraft] = useState<ContactDraft>(() => (contact ? draftOf(contact) : emptyDraft()));
  const corridors = useCorridors();
  const hasCorridor = draft.country !== '' && draft.currency !== '';
  const schema = useBeneficiarySchema(hasCorridor ? schemaKeyOf(draft) : null);
  const save = useSaveContact(clientId);
  const formId = `contact-step-${step}`;

  const merge = (values: BeneficiaryValues) => setDraft((d) => ({ ...d, values: { ...d.values, ...values } }));
  const onAccountType = useCallback(
    (type: string) =>
      setDraft((d) =>
        d.values.beneficiary_account_type === type
          ? d
          : { ...d, values: { ...d.values, beneficiary_account_type: type } },
      ),
    [],
  );
  const submit = (s: TBeneficiarySchema) =>
    save.mutate(
      { id: contact?._id, body: inputOf(draft, s) },
      {
        onSuccess: (saved) => {
          showSnackbar(
            contact ? `${saved.beneficiary_name} was updated` : `${saved.beneficiary_name} was added to your contacts`,
            'success',
          );
          onSaved?.(saved);
          onClose();
        },
      },
    );

  const isLast = step === 3;
  const footer = (
    <>
      <Button
        variant="secondary"
        onClick={() => (step === 0 ? onClose() : setStep((step - 1) as StepIndex))}
        disabled={save.isPending}
      >
        {step === 0 ? 'Cancel' : 'Back'}
      </Button>
      {isLast ? (
        <Button
          onClick={() => schema.data && submit(schema.data)}
          isLoading={save.isPending}
          loadingLabel="Saving…"
          disabled={!schema.data}
        >
          {contact ? 'Save changes' : 'Save contact'}
        </Button>
      ) : (
        <Button type="submit" form={formId} disabled={step > 0 && !schema.data}>
          Next
        </Button>
      )}
    </>
  );

  return (
    <Dialog
      title={contact ? `Edit ${contact.beneficiary_name}` : 'Add a contact'}
      description={<StepIndicator steps={STEPS} current={step} />}
      onClose={onClose}
      isBusy={save.isPending}
      size="large"
      footer={footer}
    >
      <div className="contact-modal-body">
        <h3 className="visually-hidden" aria-live="polite">
          Step {step + 1} of {STEPS.length}: {STEPS[step]}
        </h3>
        {step === 0 ? (
          <DestinationStep
            formId={formId}
            country={draft.country}
            currency={draft.currency}
            corridors={corridors.data?.data ?? []}
            hasCorridorError={corridors.isError}
            onNext={(choice) => {
              setDraft((d) => ({ ...d, ...choice }));
              setStep(1);
            }}
          />
        ) : !schema.data ? (
          schema.isError ? (
            <ErrorPanel
              title="We could not load the form for this country"
              message="Unexpected error occured"
              onRetry={() => void schema.refetch()}
              isRetrying={schema.isFetching}
            />
          ) : (
            <SkeletonBlock label="Loading the form" lines={4} />
          )
        ) : step === 1 ? (
          <DetailsStep
            formId={formId}
            schema={schema.data}
            values={draft.values}
            onAccountType={onAccountType}
            onNext={(values) => {
              merge(values);
              setStep(2);
            }}
          />
        ) : step === 2 ? (
          <BankStep
            formId={formId}
            schema={schema.data}
            values={draft.values}
            onNext={(values) => {
              merge(values);
              save.reset();
              setStep(3);
            }}
          />
        ) : (
          <ConfirmStep
            draft={draft}
            schema={schema.data}
            errorLines={save.error ? saveErrorLines(save.error, schema.data) : null}
            onEdit={setStep}
          />
        )}
      </div>
    </Dialog>
  );
}

import type { THedgingOnboarding } from '@corridor/contracts/fx-hedging/hedging-common';
import { formatDateTime } from '@corridor/domain/dates';
import { DOCUMENT_MAX_BYTES, formatFileSize } from '@corridor/domain/documents';
import { useState } from 'react';
import { errorMessage } from '@/lib/api/api-error.ts';
import { Button } from '@/ui/button.tsx';
import { ConfirmDialog } from '@/ui/confirm-dialog.tsx';
import { FormAlert } from '@/ui/form-alert.tsx';
import { showSnackbar } from '@/ui/snackbar/snackbar-store.ts';
import { StatusChip } from '@/ui/status-chip.tsx';
import { useDownloadTemplate } from '../api/download-template.ts';
import { useSubmitOnboarding } from '../api/submit-onboarding.ts';
import { DocumentChecklist } from './document-checklist.tsx';
import { onboardingChip } from './hedging-text.ts';

/**
 * Onboarding with the hedging partner: where it stands, the template to fill in, the documents to upload, and the
 * submission (confirmed first). While the partner reviews, the page asks for its verdict every few seconds.
 */
export function OnboardingView({ onboarding, timeZone }: { onboarding: THedgingOnboarding; timeZone?: string }) {
  const template = useDownloadTemplate();
  const submit = useSubmitOnboarding();
  const [isConfirming, setConfirming] = useState(false);
  const chip = onboardingChip(onboarding.status);
  const missing = onboarding.required_documents.filter((d) => !d.is_uploaded);

  return (
    <div className="stack hedging-onboarding">
      <section className="panel stack" aria-labelledby="hedging-status-title">
        <div className="section-head">
          <h2 id="hedging-status-title" className="section-title">
            Your application
          </h2>
          <StatusChip label={chip.label} tone={chip.tone} />
        </div>
        <StatusText onboarding={onboarding} timeZone={timeZone} />
      </section>

      {onboarding.can_edit_documents ? (
        <section className="panel stack" aria-labelledby="hedging-template-title">
          <h2 id="hedging-template-title" className="section-title">
            1. Fill in the application
          </h2>
          <p>
            Download the application, fill it in and have a director sign it. Upload it below with the other documents:
            PDF, PNG or JPEG files of up to {formatFileSize(DOCUMENT_MAX_BYTES)} each.
          </p>
          <div>
            <Button
              variant="secondary"
              isLoading={template.isPending}
              loadingLabel="Downloading…"
              onClick={() =>
                template.mutate(undefined, { onError: (error) => showSnackbar(errorMessage(error), 'error') })
              }
            >
              Download application template (PDF)
            </Button>
          </div>
        </section>
      ) : null}

      <section className="panel stack" aria-labelledby="hedging-documents-title">
        <h2 id="hedging-documents-title" className="section-title">
          {onboarding.can_edit_documents ? '2. Upload your documents' : 'Documents sent'}
        </h2>
        <DocumentChecklist onboarding={onboarding} timeZone={timeZone} />
        {onboarding.can_edit_documents ? (
          <div className="hedging-submit">
            {missing.length > 0 ? (
              <p className="muted" id="hedging-submit-hint">
                Still missing: {missing.map((d) => d.label).join(', ')}.
              </p>
            ) : (
              <p className="muted" id="hedging-submit-hint">
                Everything is here. Submit to send your application to our hedging partner.
              </p>
            )}
            <Button
              onClick={() => setConfirming(true)}
              disabled={!onboarding.can_submit}
              aria-describedby="hedging-submit-hint"
            >
              Submit application
            </Button>
          </div>
        ) : null}
      </section>

      {isConfirming ? (
        <ConfirmDialog
          title="Submit your application?"
          confirmLabel="Submit application"
          busyLabel="Submitting…"
          isBusy={submit.isPending}
          error={submit.error ? errorMessage(submit.error) : null}
          onCancel={() => {
            submit.reset();
            setConfirming(false);
          }}
          onConfirm={() =>
            submit.mutate(undefined, {
              onSuccess: () => {
                setConfirming(false);
                showSnackbar('Your application was sent to our hedging partner.', 'success');
              },
            })
          }
        >
          <p>
            We will send your {onboarding.documents.length} documents to our hedging partner. You cannot change them
            while the partner reviews them; we will email you their decision.
          </p>
        </ConfirmDialog>
      ) : null}
    </div>
  );
}

function StatusText({ onboarding, timeZone }: { onboarding: THedgingOnboarding; timeZone?: string }) {
  const when = onboarding.submitted_at ? formatDateTime(onboarding.submitted_at, timeZone) : '';
  const mailTo = onboarding.status_email ? (
    <>
      {' '}
      We will email <strong className="hedging-email">{onboarding.status_email}</strong> when they decide.
    </>
  ) : null;
  switch (onboarding.status) {
    case 'SUBMITTED':
      return (
        <p role="status">
          Submitted on {when}. Our hedging partner is reviewing your documents.{mailTo}
        </p>
      );
    case 'UNDER_REVIEW':
      return (
        <p role="status">
          Submitted on {when}. Our hedging partner is taking a closer look at your application.{mailTo}
        </p>
      );
    case 'REJECTED':
      return (
        <div className="stack">
          <FormAlert>
            Our hedging partner could not approve your application: {onboarding.decision_reason ?? 'no reason given'}
          </FormAlert>
          <p>Replace the documents that need it and submit your application again.</p>
        </div>
      );
    default:
      return (
        <p>
          Lock an exchange rate for up to 6 months with a forward contract. First, our hedging partner needs to approve
          your business: it takes three steps, and usually a day.
        </p>
      );
  }
}

import { randomUUID } from 'node:crypto';
import type { THedgingDocument, THedgingOnboarding } from '@corridor/contracts/fx-hedging/hedging-common';
import { todayIn } from '@corridor/domain/dates';
import { FLAGS, isFeatureOn } from '@corridor/domain/flags';
import {
  areDocumentsEditable,
  canMoveOnboarding,
  DOCUMENTS_PER_TYPE_MAX,
  HEDGING_DOCUMENT_MESSAGES,
  HEDGING_DOCUMENTS,
  type HedgingDocumentType,
  missingDocuments,
} from '@corridor/domain/fx-hedging';
import type { AppDeps } from '../../app-deps.ts';
import type { Caller } from '../../caller.ts';
import type { Queryable } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { isUuid, stableUuid } from '../../ledger/ids.ts';
import type { OnboardingSubmission } from '../../partners/fx-hedging/fx-hedging.ts';
import { acceptDocument, type UploadedFile } from '../../platform/documents.ts';
import { featureConfiguration, loadActiveClient } from '../clients/clients.service.ts';
import * as repo from './fx-hedging.repository.ts';
import { onboardingVerdictMail } from './hedging.mails.ts';
import { hedgingTemplatePdf } from './hedging-template.ts';
import { documentView, onboardingView } from './hedging-views.ts';

export const REVIEW_QUEUE = 'fx-hedging.review-onboarding';

/**
 * Spec §6 "FX hedging: flag, entity enabled": every hedging call is refused (403) unless FX_HEDGING_ENABLED is on for
 * the caller's legal entity. Read on every call, so turning the flag off takes effect at once.
 */
export async function requireHedging(deps: AppDeps, caller: Caller): Promise<void> {
  const { features } = await featureConfiguration(deps, caller);
  if (!isFeatureOn(features, FLAGS.fxHedging, caller.legalEntity)) throw new AppError('FX_HEDGING_UNAVAILABLE');
}

/** The onboarding's status, verdict and documents (spec §7 "email status"). */
export async function onboardingStatus(deps: AppDeps, caller: Caller): Promise<THedgingOnboarding> {
  return readOnboarding(deps.db, caller.clientId);
}

async function readOnboarding(q: Queryable, clientId: string): Promise<THedgingOnboarding> {
  const [row, docs] = await Promise.all([repo.findOnboarding(q, clientId), repo.listDocuments(q, clientId)]);
  return onboardingView(row, docs);
}

/** The caller's onboarding locked until commit (made NOT_STARTED first if the business has none). */
async function lockOnboarding(tx: Queryable, clientId: string, now: Date) {
  await repo.ensureOnboarding(tx, clientId, now);
  return (await repo.findOnboarding(tx, clientId, true))!;
}

/** Forward contracts need the partner's approval; answered with the onboarding row (its partner reference). */
export async function requireApproved(q: Queryable, caller: Pick<Caller, 'clientId'>): Promise<repo.OnboardingRow> {
  const row = await repo.findOnboarding(q, caller.clientId);
  if (row?.status !== 'APPROVED') throw new AppError('FX_HEDGING_NOT_APPROVED');
  return row;
}

/**
 * Stores one onboarding document: the document rules (platform/documents.ts) refuse it in the spec's words; so does
 * a change once the onboarding is submitted.
 */
export async function uploadDocument(
  deps: AppDeps,
  caller: Caller,
  upload: { documentType: HedgingDocumentType; file: UploadedFile },
): Promise<THedgingDocument> {
  const file = acceptDocument(upload.file);
  const id = randomUUID();
  await deps.db.tx(async (tx) => {
    const now = deps.clock.now();
    const onboarding = await lockOnboarding(tx, caller.clientId, now);
    assertEditable(onboarding.status);
    if ((await repo.countDocumentsOfType(tx, caller.clientId, upload.documentType)) >= DOCUMENTS_PER_TYPE_MAX) {
      throw fieldError('document_type', HEDGING_DOCUMENT_MESSAGES.tooMany, 'CONFLICT');
    }
    await repo.insertDocument(tx, caller.clientId, {
      id,
      document_type: upload.documentType,
      file_name: file.fileName,
      media_type: file.mediaType,
      size_bytes: file.sizeBytes,
      sha256: file.sha256,
      content: file.bytes,
      uploaded_by: caller.userId,
      uploaded_at: now,
    });
  });
  return documentView((await repo.findDocument(deps.db, caller.clientId, id))!);
}

/** Deletes one document while documents can change; another business's id is the same 404 as an unknown one. */
export async function deleteDocument(deps: AppDeps, caller: Caller, id: string): Promise<THedgingOnboarding> {
  return deps.db.tx(async (tx) => {
    const document = isUuid(id) ? await repo.findDocument(tx, caller.clientId, id) : undefined;
    if (!document) throw new AppError('NOT_FOUND', { message: 'Document not found.' });
    assertEditable((await lockOnboarding(tx, caller.clientId, deps.clock.now())).status);
    await repo.deleteDocument(tx, caller.clientId, id);
    return readOnboarding(tx, caller.clientId);
  });
}

/**
 * Sends the onboarding to the hedging partner (every required document uploaded) and queues the review job for
 * when the partner says its verdict will be ready, in the same transaction: the job exists exactly when the
 * submission does. The verdict is mailed to the user who submitted.
 */
export async function submitOnboarding(deps: AppDeps, caller: Caller): Promise<THedgingOnboarding> {
  const client = await loadActiveClient(deps.db, caller.clientId);
  return deps.db.tx(async (tx) => {
    const now = deps.clock.now();
    const onboarding = await lockOnboarding(tx, caller.clientId, now);
    if (!canMoveOnboarding(onboarding.status, 'SUBMITTED')) {
      throw new AppError('INVALID_TRANSITION', { message: 'This onboarding has already been submitted.' });
    }
    const docs = await repo.listDocuments(tx, caller.clientId);
    const missing = missingDocuments(docs.map((d) => d.document_type));
    if (missing.length > 0) {
      const errors = missing.map((type) => ({
        field: type,
        message: `${HEDGING_DOCUMENTS.find((d) => d.type === type)!.label} is missing.`,
      }));
      throw new AppError('VALIDATION_ERROR', { message: HEDGING_DOCUMENT_MESSAGES.missing, errors });
    }
    const submissionCount = onboarding.submission_count + 1;
    const submission = submissionOf(caller.clientId, submissionCount, client, docs);
    const receipt = await deps.partners.hedging.submitOnboarding(submission);
    await repo.markSubmitted(tx, caller.clientId, {
      submittedBy: caller.userId,
      at: now,
      partnerReference: receipt.partnerReference,
      submissionCount,
    });
    await deps.jobs.send(
      REVIEW_QUEUE,
      { clientId: caller.clientId, submission: submissionCount },
      {
        startAfter: new Date(now.getTime() + receipt.reviewAfterSeconds * 1000),
        id: stableUuid(REVIEW_QUEUE, caller.clientId, String(submissionCount)),
      },
      tx,
    );
    return readOnboarding(tx, caller.clientId);
  });
}

/**
 * The review job: asks the partner for its verdict on submission number `submission` and records it, then mails
 * the user who submitted. Safe to run twice: a submission already decided (or replaced by a later one) is left as
 * it is, and a hold for manual review (UNDER_REVIEW) is asked again only by a new job.
 */
export async function reviewOnboarding(deps: AppDeps, job: { clientId: string; submission: number }): Promise<void> {
  const client = await loadActiveClient(deps.db, job.clientId);
  const decided = await deps.db.tx(async (tx) => {
    const onboarding = await repo.findOnboarding(tx, job.clientId, true);
    if (onboarding?.status !== 'SUBMITTED' || onboarding.submission_count !== job.submission) return null;
    const docs = await repo.listDocuments(tx, job.clientId);
    const submission = submissionOf(job.clientId, job.submission, client, docs);
    const verdict = await deps.partners.hedging.reviewOnboarding({
      ...submission,
      partnerReference: onboarding.partner_reference ?? '',
    });
    if (!canMoveOnboarding(onboarding.status, verdict.status)) throw new AppError('INVALID_TRANSITION');
    const reason = verdict.status === 'REJECTED' ? verdict.reason : null;
    await repo.markDecided(tx, job.clientId, { status: verdict.status, at: deps.clock.now(), reason });
    return { email: onboarding.submitted_by_email, status: verdict.status, reason };
  });
  // After commit: the mail says what is stored.
  if (decided?.email && client) {
    await deps.mail.send(
      onboardingVerdictMail(decided.email, client.client_name, decided.status, decided.reason, deps.config.PUBLIC_URL),
    );
  }
}

/** The application template, naming the business, as a PDF attachment. */
export async function hedgingTemplate(deps: AppDeps, caller: Caller) {
  const body = await hedgingTemplatePdf({
    businessName: caller.clientName,
    legalEntity: caller.legalEntity,
    today: todayIn(caller.utcOffset, deps.clock.now()),
  });
  return { filename: 'fx-hedging-application.pdf', contentType: 'application/pdf', body };
}

function submissionOf(
  clientId: string,
  count: number,
  client: { client_name: string; client_legal_entity: string } | undefined,
  docs: readonly repo.DocumentRow[],
): OnboardingSubmission {
  return {
    reference: `${clientId}:${count}`,
    businessName: client?.client_name ?? '',
    legalEntity: client?.client_legal_entity ?? '',
    documents: docs.map((d) => ({
      documentType: d.document_type,
      fileName: d.file_name,
      mediaType: d.media_type,
      sizeBytes: d.size_bytes,
      sha256: d.sha256,
    })),
  };
}

function assertEditable(status: repo.OnboardingRow['status']) {
  if (!areDocumentsEditable(status)) {
    throw new AppError('INVALID_TRANSITION', {
      message: 'Documents cannot be changed once the onboarding has been submitted.',
    });
  }
}

function fieldError(field: string, message: string, code: 'VALIDATION_ERROR' | 'CONFLICT' = 'VALIDATION_ERROR') {
  return new AppError(code, { message, errors: [{ field, message }] });
}

/**
 * Records an onboarding the partner has approved, inside the caller's transaction: for the demo seed, whose SG
 * business is shown already onboarded (a real business gets there only through submitOnboarding and the review).
 */
export async function importApprovedOnboarding(tx: Queryable, owner: { clientId: string; userId: string }, at: Date) {
  await repo.ensureOnboarding(tx, owner.clientId, at);
  await repo.markSubmitted(tx, owner.clientId, {
    submittedBy: owner.userId,
    at,
    partnerReference: `HSB-DEMO-${owner.clientId.slice(0, 8).toUpperCase()}`,
    submissionCount: 1,
  });
  await repo.markDecided(tx, owner.clientId, { status: 'APPROVED', at, reason: null });
}

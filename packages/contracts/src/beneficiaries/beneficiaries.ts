import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { ZBeneficiary, ZBeneficiaryInput, ZBeneficiaryPath, ZClientPath } from './beneficiary.ts';

/** Spec §9: the beneficiary list's page length, and the most one page may hold. */
export const BENEFICIARY_PAGE_LENGTH = 500;

/**
 * POST /smebackend/api/v1/clients/:clientId/beneficiaries — adds a contact. The client id must be the caller's own
 * business (anything else is a 404). Its details are checked against the corridor's schema (AJV_VALIDATE per
 * field); the business's users are mailed that bank details were linked (`bankAccountLinked`).
 */
export const createBeneficiaryEndpoint = defineEndpoint({
  method: 'POST',
  path: '/smebackend/api/v1/clients/:clientId/beneficiaries',
  summary: 'Adds a contact (beneficiary) with its bank details.',
  tag: 'beneficiaries',
  params: ZClientPath,
  body: ZBeneficiaryInput,
  response: ZBeneficiary,
  status: 201,
});

export const ZBeneficiaryListRequest = z.strictObject({
  start: z.number().int().min(0).max(1_000_000).default(0),
  length: z
    .number()
    .int()
    .min(1)
    .max(BENEFICIARY_PAGE_LENGTH, `At most ${BENEFICIARY_PAGE_LENGTH} contacts per page`)
    .default(BENEFICIARY_PAGE_LENGTH),
  /** The client list of the original call: only the caller's own business may be named. */
  clients: z.array(z.string().max(64)).max(1).optional(),
  /** Part of the contact's name, any case. */
  fullName: z.string().trim().max(100).optional(),
  /** Part of the contact's email, any case. */
  email: z.string().trim().max(100).optional(),
  status: z.enum(['ACTIVE', 'DELETED']).default('ACTIVE'),
  /** Exactly this group ('' for contacts in no group). */
  beneficiary_group_name: z.string().trim().max(50).optional(),
});
export type TBeneficiaryListRequest = z.input<typeof ZBeneficiaryListRequest>;

export const ZBeneficiaryList = z.object({
  data: z.array(ZBeneficiary),
  /** All of the business's contacts of this status; `recordsFiltered` those matching the filters. */
  recordsTotal: z.number(),
  recordsFiltered: z.number(),
});
export type TBeneficiaryList = z.infer<typeof ZBeneficiaryList>;

/**
 * POST /smebackend/api/v1/clients/:clientId/beneficiaries/list — the business's contacts, by name (spec §7: start 0,
 * length 500, fullName, email, status), filtered by group.
 */
export const listBeneficiariesEndpoint = defineEndpoint({
  method: 'POST',
  path: '/smebackend/api/v1/clients/:clientId/beneficiaries/list',
  summary: "The business's contacts by name, filtered by name, email, status or group (at most 500 a page).",
  tag: 'beneficiaries',
  params: ZClientPath,
  body: ZBeneficiaryListRequest,
  response: ZBeneficiaryList,
});

export const getBeneficiaryEndpoint = defineEndpoint({
  method: 'GET',
  path: '/smebackend/api/v1/clients/:clientId/beneficiaries/:id',
  summary: "One of the business's contacts.",
  tag: 'beneficiaries',
  params: ZBeneficiaryPath,
  response: ZBeneficiary,
});

/**
 * PUT /smebackend/api/v1/clients/:clientId/beneficiaries/:id — replaces a contact's details (country and currency
 * included), checked as on create. A change of bank details mails the business's users (`bankAccountEdited`).
 */
export const updateBeneficiaryEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/smebackend/api/v1/clients/:clientId/beneficiaries/:id',
  summary: "Changes a contact's details; a change of bank details is mailed to the business's users.",
  tag: 'beneficiaries',
  params: ZBeneficiaryPath,
  body: ZBeneficiaryInput,
  response: ZBeneficiary,
});

/** DELETE …/beneficiaries/:id — removes a contact from the list (kept, marked DELETED, for past payments). */
export const deleteBeneficiaryEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/smebackend/api/v1/clients/:clientId/beneficiaries/:id',
  summary: 'Deletes a contact (it stays on past payments).',
  tag: 'beneficiaries',
  params: ZBeneficiaryPath,
  response: ZBeneficiary,
});

export const ZBeneficiaryGroups = z.object({
  data: z.array(z.object({ beneficiary_group_name: z.string(), count: z.number() })),
});
export type TBeneficiaryGroups = z.infer<typeof ZBeneficiaryGroups>;

/** GET …/clients/:clientId/beneficiary-groups — the business's contact groups, by name, with their sizes. */
export const beneficiaryGroupsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/smebackend/api/v1/clients/:clientId/beneficiary-groups',
  summary: "The business's contact groups and how many contacts each has.",
  tag: 'beneficiaries',
  params: ZClientPath,
  response: ZBeneficiaryGroups,
});

import { bankNameLookupEndpoint, bankSearchEndpoint } from '@corridor/contracts/beneficiaries/bank-lookup';
import {
  beneficiaryGroupsEndpoint,
  createBeneficiaryEndpoint,
  deleteBeneficiaryEndpoint,
  getBeneficiaryEndpoint,
  listBeneficiariesEndpoint,
  updateBeneficiaryEndpoint,
} from '@corridor/contracts/beneficiaries/beneficiaries';
import { supportedCorridorsEndpoint } from '@corridor/contracts/beneficiaries/corridors';
import { validationSchemaEndpoint } from '@corridor/contracts/beneficiaries/validation-schema';
import { validateBeneficiaryEndpoint } from '@corridor/contracts/beneficiaries/validations';
import { PATHS } from '@corridor/domain/paths';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { callerOf } from '../../http/caller.ts';
import { route } from '../../http/route.ts';
import {
  createBeneficiary,
  deleteBeneficiary,
  getBeneficiary,
  listBeneficiaries,
  listGroups,
  updateBeneficiary,
} from './beneficiaries.service.ts';
import {
  getValidationSchema,
  listCorridors,
  lookupBankName,
  searchBanks,
  validateBeneficiary,
} from './beneficiary-rules.service.ts';

/** The pages that keep contacts: Contacts itself and Send money, which picks and adds recipients. */
export const CONTACT_MENUS = [PATHS.contacts, PATHS.send];
/**
 * Corridors and their rules are also read by Help's corridors page (spec §2 "help (corridors)"), and the bank lookup
 * by the company bank account form of Withdraw and My accounts (issue 10 reuses it).
 */
export const CORRIDOR_MENUS = [...CONTACT_MENUS, PATHS.corridors, PATHS.help, PATHS.withdraw, PATHS.myAccounts];

/** Corridors, validation schemas, checks and the bank directory (spec §7 "Beneficiaries", the read-only half). */
export async function corridorRoutes(app: FastifyInstance, deps: AppDeps) {
  route(app, supportedCorridorsEndpoint, (req) => listCorridors(callerOf(req), req.query));
  route(app, validationSchemaEndpoint, (req) => getValidationSchema(deps, callerOf(req), req.query));
  route(app, validateBeneficiaryEndpoint, (req) => validateBeneficiary(deps, callerOf(req), req.body));
  route(app, bankNameLookupEndpoint, (req) => lookupBankName(req.query));
  route(app, bankSearchEndpoint, (req) => searchBanks(req.body));
}

/** The business's contacts: add, list, read, change, delete, and their groups. */
export async function beneficiariesRoutes(app: FastifyInstance, deps: AppDeps) {
  route(app, createBeneficiaryEndpoint, async (req, reply) =>
    reply.status(201).send(await createBeneficiary(deps, callerOf(req), req.params.clientId, req.body)),
  );
  route(app, listBeneficiariesEndpoint, (req) => listBeneficiaries(deps, callerOf(req), req.params.clientId, req.body));
  route(app, getBeneficiaryEndpoint, (req) => getBeneficiary(deps, callerOf(req), req.params.clientId, req.params.id));
  route(app, updateBeneficiaryEndpoint, (req) =>
    updateBeneficiary(deps, callerOf(req), req.params.clientId, req.params.id, req.body),
  );
  route(app, deleteBeneficiaryEndpoint, (req) =>
    deleteBeneficiary(deps, callerOf(req), req.params.clientId, req.params.id),
  );
  route(app, beneficiaryGroupsEndpoint, (req) => listGroups(deps, callerOf(req), req.params.clientId));
}

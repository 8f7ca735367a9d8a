import type { z } from 'zod';
import { ZAccountList } from './currency-account.ts';

/** GET /smebackend/api/v1/settings/account/all — every currency account, closed ones included. */
export const ALL_ACCOUNTS_PATH = '/smebackend/api/v1/settings/account/all';
export const ZAllAccountsResponse = ZAccountList;
export type TAllAccountsResponse = z.infer<typeof ZAllAccountsResponse>;

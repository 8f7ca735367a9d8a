import type { Queryable } from '../db/client.ts';
import { openAccountInTx } from '../modules/accounts/accounts.service.ts';
import { linkAccountInTx } from '../modules/ach/ach.service.ts';
import { createUser } from '../modules/auth/users.service.ts';
import { addFeatureFlag, createClient } from '../modules/clients/clients.service.ts';
import type { Partners } from '../partners/partners.ts';

export const DEMO_ACH_FPX = {
  us: { name: 'Golden Gate Components Inc', email: 'us@demo.test' },
  my: { name: 'Klang Valley Trading Sdn Bhd', email: 'my@demo.test' },
} as const;

const DAY = 86_400_000;

export type SeededBusiness = { clientId: string; legalEntity: string; userId: string };

/**
 * The businesses that add money by ACH and by FPX (README demo table): a US business with a USD account and one bank
 * account already linked for ACH (the ACH flag on for US), and a Malaysian business with a MYR account (FPX on for
 * MY, DISABLE_FPX off). In the seed's transaction, through the modules' services.
 */
export async function seedAchFpx(
  tx: Queryable,
  partners: Pick<Partners, 'ach'>,
  opts: { passwordHash: string; menus: readonly string[]; now: Date },
): Promise<{ us: SeededBusiness; my: SeededBusiness }> {
  await addFeatureFlag(tx, { feature: 'ACH', enabled: true, metaData: { enabledEntities: ['US'] } });
  await addFeatureFlag(tx, { feature: 'FPX', enabled: true, metaData: { enabledEntities: ['MY'] } });
  await addFeatureFlag(tx, { feature: 'DISABLE_FPX', enabled: false, metaData: {} });
  const createdAt = new Date(opts.now.getTime() - 90 * DAY);
  const user = (email: string, name: string) => ({
    email,
    name,
    passwordHash: opts.passwordHash,
    roles: ['sme_admin'],
    menus: opts.menus,
  });

  const us = await createClient(tx, {
    name: DEMO_ACH_FPX.us.name,
    legalEntity: 'US',
    baseCurrency: 'USD',
    utcOffset: '-08:00',
    createdAt,
  });
  const usUser = await createUser(tx, us, user(DEMO_ACH_FPX.us.email, 'Jordan Ellis'));
  await openAccountInTx(tx, { clientId: us, legalEntity: 'US' }, 'USD', 'Operating');
  await linkAccountInTx(
    tx,
    partners,
    { clientId: us, userId: usUser },
    {
      holderName: DEMO_ACH_FPX.us.name,
      accountNumber: '000123456789',
      routingNumber: '021000021',
      accountType: 'CHECKING',
    },
    new Date(opts.now.getTime() - 7 * DAY),
  );

  const my = await createClient(tx, {
    name: DEMO_ACH_FPX.my.name,
    legalEntity: 'MY',
    baseCurrency: 'MYR',
    utcOffset: '+08:00',
    createdAt,
  });
  const myUser = await createUser(tx, my, user(DEMO_ACH_FPX.my.email, 'Nurul Aisyah binti Ahmad'));
  await openAccountInTx(tx, { clientId: my, legalEntity: 'MY' }, 'MYR', 'Operating');
  return {
    us: { clientId: us, legalEntity: 'US', userId: usUser },
    my: { clientId: my, legalEntity: 'MY', userId: myUser },
  };
}

import type { TSessionUser } from '@corridor/contracts/auth/session-user';
import type { TActiveClient } from '@corridor/contracts/clients/active-client';

/**
 * Who a call acts for: the signed-in user and their business. Every service that acts for someone takes it as its
 * first argument after `deps` (`service.action(deps, caller, input)`); routes get it with `callerOf(req)`
 * (http/caller.ts), built once per cached session by the session guard.
 */
export type Caller = {
  userId: string;
  clientId: string;
  /** The business's legal entity (SG, AU, …): which currencies, flags and rules apply. */
  legalEntity: string;
  clientName: string;
  baseCurrency: string;
  /** The business's time zone as a UTC offset ("+08:00"): its days, dates and statements. */
  utcOffset: string;
  roles: readonly string[];
  /** The pages the user may open (spec §6): the API refuses a module whose pages the user has none of. */
  menus: readonly string[];
};

/** A live session: the caller it acts for, and what the session calls need besides. */
export type SessionContext = {
  sessionId: string;
  csrfToken: string;
  caller: Caller;
  /**
   * The business requires an authenticator app or a passkey and this user has neither: until they add one, the
   * session may read but changes nothing except adding the factor (http session guard).
   */
  mustEnrolSecondFactor: boolean;
  /** The user still has the password we generated and mailed them: until they set their own, nothing else. */
  mustSetPassword: boolean;
  /** The client-details answer, built once per cached session. */
  profile: { user: TSessionUser; client: TActiveClient };
  /** The same, already checked against its contract and serialised, so the hot GET does no work per call. */
  profileJson: string;
};

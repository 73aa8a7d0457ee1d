import type { LogisticsProvider } from './index';

export const DEV_LOGISTICS_SALT = 'yaocai-logistics-dev-salt';

/**
 * The development carrier: nothing leaves the machine and it has no clock of its own. A subscription
 * is accepted at once; the steps come from sandbox pushes (the development page /api/dev/logistics,
 * the seed, tests), in 快递100's push format and signed with the sandbox salt.
 */
export class SandboxCarrier implements LogisticsProvider {
  readonly name = 'sandbox' as const;
  constructor(readonly salt: string = DEV_LOGISTICS_SALT) {}

  async subscribe() {}
}

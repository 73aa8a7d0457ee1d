import { Kuaidi100 } from './kuaidi100';
import { DEV_LOGISTICS_SALT, SandboxCarrier } from './sandbox';

export { Kuaidi100, KUAIDI100_POLL_URL } from './kuaidi100';
export { SandboxCarrier, DEV_LOGISTICS_SALT } from './sandbox';
export { beijingText, buildPush, parsePush, pushSign, type CarrierPush, type PushStep } from './push';

/** What a subscription asks the carrier service to follow. */
export interface ParcelToFollow {
  /** 快递100 company code. */
  carrierCode: string;
  number: string;
}

/**
 * Follows parcels with a tracking service: `subscribe` asks it to push a parcel's steps to our
 * callback; its pushes are signed with `salt` (uppercase MD5 of the param JSON + salt).
 */
export interface LogisticsProvider {
  readonly name: 'kuaidi100' | 'sandbox';
  /** Signs and verifies pushes. */
  readonly salt: string;
  /** Resolves when the service accepted the subscription; throws (with a short reason) otherwise. */
  subscribe(parcel: ParcelToFollow): Promise<void>;
}

export interface LogisticsConfig {
  kuaidi100?: { key: string; customer: string; salt: string; callbackUrl: string; pollUrl?: string };
  /** The sandbox's salt: pushes from the development page and tests are signed with it. */
  sandboxSalt: string;
}

export function createLogistics(config: LogisticsConfig): LogisticsProvider {
  if (config.kuaidi100) return new Kuaidi100(config.kuaidi100);
  return new SandboxCarrier(config.sandboxSalt);
}

/**
 * KUAIDI100_KEY, KUAIDI100_CUSTOMER and KUAIDI100_SALT select 快递100 (all three, with PUBLIC_URL for
 * its callback); none of them keeps the sandbox. A half-configured 快递100 refuses to start.
 */
export function logisticsConfigFrom(env: NodeJS.ProcessEnv): LogisticsConfig {
  const sandboxSalt = env.LOGISTICS_SANDBOX_SALT || DEV_LOGISTICS_SALT;
  const names = ['KUAIDI100_KEY', 'KUAIDI100_CUSTOMER', 'KUAIDI100_SALT'] as const;
  const set = names.filter((name) => env[name]);
  if (set.length === 0) return { sandboxSalt };
  const missing = [...names.filter((name) => !env[name]), ...(env.PUBLIC_URL ? [] : ['PUBLIC_URL'])];
  if (missing.length > 0) throw new Error(`快递100 needs ${missing.join(', ')}`);
  return {
    sandboxSalt,
    kuaidi100: {
      key: env.KUAIDI100_KEY!,
      customer: env.KUAIDI100_CUSTOMER!,
      salt: env.KUAIDI100_SALT!,
      callbackUrl: `${env.PUBLIC_URL!.replace(/\/+$/, '')}/api/logistics/notify/kuaidi100`,
      pollUrl: env.KUAIDI100_POLL_URL || undefined,
    },
  };
}

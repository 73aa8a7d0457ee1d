import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import type { AppConfig } from '../../config';

/**
 * Where webhooks may go. Outside production anything (an ERP test server on the same machine); in
 * production loopback, private, link-local and other non-public addresses are refused unless the
 * host is listed in WEBHOOK_ALLOW_HOSTS, so the feature cannot be used to reach internal services.
 */
export interface HostPolicy {
  production: boolean;
  allowHosts: readonly string[];
}

/** The policy this server's settings give (NODE_ENV=production, WEBHOOK_ALLOW_HOSTS). */
export const hostPolicyOf = (config: AppConfig): HostPolicy => ({
  production: config.production,
  allowHosts: config.webhooks.allowHosts,
});

const blocked = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const) {
  blocked.addSubnet(net, prefix, 'ipv4');
}
for (const [net, prefix] of [
  ['::', 127],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['64:ff9b::', 96],
] as const) {
  blocked.addSubnet(net, prefix, 'ipv6');
}

/** Whether an IP address is not on the public internet (IPv4-mapped IPv6 addresses as their IPv4). */
export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return isPrivateAddress(mapped);
  const family = isIP(address);
  if (family === 0) return true;
  return blocked.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

const bare = (hostname: string) => hostname.replace(/^\[|\]$/g, '').toLowerCase();

/** Why `address` (what `hostname` resolved to) may not receive webhooks, or null. */
export function addressRefusal(hostname: string, address: string, policy: HostPolicy): string | null {
  if (!policy.production || policy.allowHosts.includes(bare(hostname))) return null;
  return isPrivateAddress(address) ? `${bare(hostname)} 指向内网或本机地址，生产环境不允许投递` : null;
}

/** Resolves the URL's host and checks every address it has (when registering an endpoint). */
export async function urlRefusal(url: string, policy: HostPolicy): Promise<string | null> {
  if (!policy.production) return null;
  const hostname = bare(new URL(url).hostname);
  if (policy.allowHosts.includes(hostname)) return null;
  if (isIP(hostname)) return addressRefusal(hostname, hostname, policy);
  try {
    const addresses = await lookup(hostname, { all: true });
    for (const { address } of addresses) {
      const refusal = addressRefusal(hostname, address, policy);
      if (refusal) return refusal;
    }
    return null;
  } catch {
    return `无法解析域名 ${hostname}`;
  }
}

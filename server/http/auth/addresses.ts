import { BlockList, isIP } from 'node:net';

/** `::ffff:10.0.0.1` (IPv4 seen through an IPv6 socket) as `10.0.0.1`. */
export const plainAddress = (ip: string) => ip.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');

/** A normalised address or CIDR block (`10.0.0.0/8`, `2001:db8::/32`, `192.168.1.7`), or null when it is neither. */
export function parseCidr(text: string): string | null {
  const [address = '', prefix, ...rest] = text.trim().split('/');
  const family = isIP(address);
  if (!family || rest.length) return null;
  if (prefix === undefined) return address;
  const max = family === 4 ? 32 : 128;
  if (!/^\d{1,3}$/.test(prefix) || Number(prefix) > max) return null;
  return `${address}/${Number(prefix)}`;
}

/** Whether `ip` lies in one of `cidrs`; an empty list allows every address. */
export function addressAllowed(cidrs: readonly string[], ip: string | undefined): boolean {
  if (!cidrs.length) return true;
  if (!ip) return false;
  const address = plainAddress(ip);
  const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
  const list = new BlockList();
  for (const cidr of cidrs) {
    const [net, prefix] = cidr.split('/');
    const type = isIP(net!) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(net!, type);
    else list.addSubnet(net!, Number(prefix), type);
  }
  return list.check(address, family);
}

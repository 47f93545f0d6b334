/**
 * The key a client address is counted under by every per-address limit. An IPv4 address is itself;
 * an IPv6 address is its /64 network, because one customer line (a home, a phone) gets a whole /64
 * and can pick a new address in it for every request; an IPv4-mapped IPv6 address (::ffff:1.2.3.4,
 * how a dual-stack socket shows an IPv4 client) is the IPv4 address it carries. Brackets and zone
 * ids (fe80::1%eth0) are dropped, and every spelling of one network gives the same key.
 */

const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;

function ipv4Parts(text: string): number[] | null {
  const match = IPV4.exec(text);
  if (!match) return null;
  const parts = match.slice(1).map(Number);
  return parts.every((part) => part <= 255) ? parts : null;
}

const hex = (group: string) => Number.parseInt(group, 16);

/** The eight 16-bit groups of an IPv6 address, or null when it is not one. */
function ipv6Groups(text: string): number[] | null {
  let body = text;
  let embedded: number[] = [];
  // A trailing dotted IPv4 (::ffff:1.2.3.4) stands for the last two groups.
  const lastColon = body.lastIndexOf(':');
  const dotted = ipv4Parts(body.slice(lastColon + 1));
  if (dotted) {
    embedded = [(dotted[0]! << 8) | dotted[1]!, (dotted[2]! << 8) | dotted[3]!];
    body = body.slice(0, lastColon + 1);
    if (!body.endsWith('::')) body = body.slice(0, -1);
  }
  const halves = body.split('::');
  if (halves.length > 2) return null;
  const groupsOf = (part: string) => (part === '' ? [] : part.split(':'));
  const left = groupsOf(halves[0] ?? '');
  const right = halves.length === 2 ? groupsOf(halves[1] ?? '') : [];
  if (![...left, ...right].every((group) => /^[0-9a-f]{1,4}$/.test(group))) return null;
  const known = left.length + right.length + embedded.length;
  if (halves.length === 2 ? known > 7 : known !== 8) return null;
  const zeros = halves.length === 2 ? 8 - known : 0;
  return [...left.map(hex), ...Array<number>(zeros).fill(0), ...right.map(hex), ...embedded];
}

export function addressKey(raw: string): string {
  let text = raw.trim().toLowerCase();
  if (text.startsWith('[')) text = text.slice(1, text.indexOf(']') > 0 ? text.indexOf(']') : undefined);
  const zone = text.indexOf('%');
  if (zone >= 0) text = text.slice(0, zone);
  const v4 = ipv4Parts(text);
  if (v4) return v4.join('.');
  if (!text.includes(':')) return text;
  const groups = ipv6Groups(text);
  if (!groups) return text;
  const mapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (mapped) return [groups[6]! >> 8, groups[6]! & 255, groups[7]! >> 8, groups[7]! & 255].join('.');
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

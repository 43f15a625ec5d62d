/**
 * The client's address for the per-client limits (product §16.5). The peer's address, unless
 * `trustProxy` proxies stand in front (TRUST_PROXY): then the entry of `X-Forwarded-For` that the
 * outermost trusted proxy appended (counting from the right, since a client can write any entries
 * on the left). An IPv6 address counts by its /64 (one home or phone network holds a whole /64).
 */
export function clientAddress(peer: string | undefined, forwardedFor: string | undefined, trustProxy: number): string {
  let address = peer ?? "unknown";
  if (trustProxy > 0 && forwardedFor) {
    const hops = forwardedFor
      .split(",")
      .map((hop) => hop.trim())
      .filter(Boolean);
    const trusted = hops[hops.length - trustProxy];
    if (trusted) address = trusted;
  }
  return networkOf(address);
}

/** IPv4 as is (an IPv4-mapped IPv6 address as its IPv4); IPv6 as its first four groups (/64). */
export function networkOf(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1]!;
  if (!address.includes(":")) return address;
  const [head = "", tail = ""] = address.toLowerCase().split("::");
  const headGroups = head ? head.split(":") : [];
  const tailGroups = tail ? tail.split(":") : [];
  const missing = address.includes("::") ? 8 - headGroups.length - tailGroups.length : 0;
  const groups = [...headGroups, ...Array<string>(Math.max(0, missing)).fill("0"), ...tailGroups];
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}

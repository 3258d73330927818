// The no-relay codes: a WebRTC offer or answer (about 700 bytes of SDP) packed into the few
// bytes that differ between connections, base64url-encoded for a link or a message:
// the ICE username and password, the DTLS fingerprint, the candidates, plus what the host
// needs to match an answer to its offer (an offer id, the guest's number, the answer's time).
// Everything else in the SDP is the same for every data-channel-only connection, so
// buildSdp() writes it back. About 130 characters for a host with one address and a STUN one.
//
// Layout (bytes): [kind | setup << 4] [offer id: 4] [guest: 1] (answer: [unix seconds: 4])
//   [ufrag length: 1][ufrag] [pwd length: 1][pwd] [sha-256 fingerprint: 32] then candidates:
//   [form | type << 2] [address: 4 (IPv4), 16 (IPv6), 16 (mDNS name: a UUID .local)] [port: 2]
import { toBase64Url, fromBase64Url, toHex } from './bytes.js';

export const OFFER = 1;
export const ANSWER = 2;
const SETUPS = ['actpass', 'active', 'passive'];
const TYPES = ['host', 'srflx', 'prflx', 'relay'];
const IPV4 = 0, IPV6 = 1, MDNS = 2;
const ADDRESS_BYTES = [4, 16, 16];
// Candidates beyond this many bytes are left out: the code stays well under 300 characters
// (a device with many interfaces and IPv6 addresses lists a dozen; the first few suffice).
const kCandidateBudget = 120;

// --- From the SDP a browser made -----------------------------------------------------------

function parseAddress(text) {
  let m = /^(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (m) return { form: IPV4, bytes: m.slice(1).map(Number) };
  m = /^([0-9a-f]{8})-([0-9a-f]{4})-([0-9a-f]{4})-([0-9a-f]{4})-([0-9a-f]{12})\.local$/i.exec(text);
  if (m) return { form: MDNS, bytes: hexBytes(m.slice(1).join('')) };
  if (text.includes(':')) return parseIpv6(text);
  return null;
}

function parseIpv6(text) {
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const groups = (s) => (s ? s.split(':') : []);
  const head = groups(halves[0]), tail = halves.length === 2 ? groups(halves[1]) : [];
  const missing = 8 - head.length - tail.length;
  if (missing < 0 || (halves.length === 1 && missing !== 0)) return null;
  const all = [...head, ...Array(missing).fill('0'), ...tail];
  if (!all.every((g) => /^[0-9a-f]{1,4}$/i.test(g))) return null;  // a zone (%eth0), an embedded IPv4: left out
  return { form: IPV6, bytes: all.flatMap((g) => [parseInt(g, 16) >> 8, parseInt(g, 16) & 255]) };
}

const hexBytes = (hex) => Array.from({ length: hex.length / 2 }, (_, i) => parseInt(hex.substr(2 * i, 2), 16));

// {setup, ufrag, pwd, fingerprint: bytes, candidates: [{form, type, bytes, port}]} from an SDP,
// or null when it lacks what a code needs (e.g. a fingerprint other than sha-256).
export function parseSdp(sdp) {
  const line = (name) => { const m = new RegExp(`^a=${name}:(.*)$`, 'm').exec(sdp); return m ? m[1].trim() : null; };
  const ufrag = line('ice-ufrag'), pwd = line('ice-pwd'), setup = line('setup');
  const fp = /^a=fingerprint:sha-256 ((?:[0-9A-F]{2}:){31}[0-9A-F]{2})\s*$/im.exec(sdp);
  if (!ufrag || !pwd || !fp || !SETUPS.includes(setup) || ufrag.length > 255 || pwd.length > 255) return null;
  const candidates = [];
  const seen = new Set();
  for (const m of sdp.matchAll(/^a=candidate:(.*)$/gm)) {
    const [, component, transport, , address, port, typ, type] = m[1].trim().split(/\s+/);
    if (component !== '1' || transport.toLowerCase() !== 'udp' || typ !== 'typ' || !TYPES.includes(type)) continue;
    const parsed = parseAddress(address);
    const key = `${address} ${port}`;
    if (!parsed || seen.has(key)) continue;
    seen.add(key);
    candidates.push({ ...parsed, type: TYPES.indexOf(type), port: Number(port) });
  }
  // The likeliest to work first (one's own network, then the STUN-seen address), IPv4 before
  // IPv6: what the budget leaves out is the least useful.
  const rank = (c) => c.type * 2 + (c.form === IPV6 ? 1 : 0);
  candidates.sort((a, b) => rank(a) - rank(b));
  return { setup, ufrag, pwd, fingerprint: hexBytes(fp[1].replace(/:/g, '')), candidates };
}

// --- Packing ------------------------------------------------------------------------------

// desc: parseSdp()'s result plus {kind, offerId: 4 bytes, guest, time (answers, unix seconds)}.
export function pack(desc) {
  const out = [desc.kind | (SETUPS.indexOf(desc.setup) << 4), ...desc.offerId, desc.guest];
  if (desc.kind === ANSWER) out.push((desc.time >>> 24) & 255, (desc.time >>> 16) & 255, (desc.time >>> 8) & 255, desc.time & 255);
  const ascii = (s) => [s.length, ...Array.from(s, (c) => c.charCodeAt(0) & 255)];
  out.push(...ascii(desc.ufrag), ...ascii(desc.pwd), ...desc.fingerprint);
  let budget = kCandidateBudget;
  for (const c of desc.candidates) {
    const size = 3 + ADDRESS_BYTES[c.form];
    if (size > budget) continue;
    budget -= size;
    out.push(c.form | (c.type << 2), ...c.bytes, c.port >> 8, c.port & 255);
  }
  return toBase64Url(Uint8Array.from(out));
}

// The description packed in `code`, or null if it is not a whole code of the kind expected.
export function unpack(code, kind) {
  const bytes = fromBase64Url(typeof code === 'string' ? code.trim() : '');
  if (!bytes || bytes.length < 6) return null;
  let at = 0;
  const take = (n) => { if (at + n > bytes.length) throw new RangeError('short'); at += n; return bytes.subarray(at - n, at); };
  try {
    const head = take(1)[0];
    if ((head & 15) !== kind || (head >> 4) >= SETUPS.length) return null;
    const desc = { kind, setup: SETUPS[head >> 4], offerId: Array.from(take(4)), guest: take(1)[0], candidates: [] };
    if (kind === ANSWER) desc.time = take(4).reduce((t, b) => t * 256 + b, 0);
    const ascii = () => String.fromCharCode(...take(take(1)[0]));
    desc.ufrag = ascii();
    desc.pwd = ascii();
    if (!/^[A-Za-z0-9+/]{4,256}$/.test(desc.ufrag) || !/^[A-Za-z0-9+/]{22,256}$/.test(desc.pwd)) return null;
    desc.fingerprint = Array.from(take(32));
    while (at < bytes.length) {
      const flags = take(1)[0];
      const form = flags & 3, type = (flags >> 2) & 3;
      if (form > MDNS || flags > 15) return null;
      const address = Array.from(take(ADDRESS_BYTES[form]));
      const port = take(2).reduce((p, b) => p * 256 + b, 0);
      desc.candidates.push({ form, type, bytes: address, port });
    }
    return desc;
  } catch (err) {
    return null;  // cut short: a code copied in part
  }
}

// --- Back to an SDP the browser accepts -----------------------------------------------------

function addressText(c) {
  if (c.form === IPV4) return c.bytes.join('.');
  const hex = toHex(c.bytes);
  if (c.form === MDNS) return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}.local`;
  return Array.from({ length: 8 }, (_, i) => hex.substr(4 * i, 4).replace(/^0+(?=.)/, '')).join(':');
}

// RFC 8445's priority: type preference, then the order the candidates came in.
const TYPE_PREFERENCE = [126, 100, 110, 0];
const priority = (c, i) => TYPE_PREFERENCE[c.type] * 2 ** 24 + (65535 - i) * 2 ** 8 + 255;

// A data-channel-only SDP like the one Chromium, Firefox and Safari make: one application
// section, mid 0, bundled, SCTP on port 5000. The channel itself is negotiated (id 0) by
// both sides (direct.js), so nothing about it is in the SDP.
export function buildSdp(desc) {
  const fingerprint = desc.fingerprint.map((b) => b.toString(16).padStart(2, '0').toUpperCase()).join(':');
  const lines = [
    'v=0', `o=- ${Math.floor(Math.random() * 1e15)} 2 IN IP4 127.0.0.1`, 's=-', 't=0 0',
    'a=group:BUNDLE 0', 'a=msid-semantic: WMS',
    'm=application 9 UDP/DTLS/SCTP webrtc-datachannel', 'c=IN IP4 0.0.0.0',
    ...desc.candidates.map((c, i) => `a=candidate:${i + 1} 1 udp ${priority(c, i)} ${addressText(c)} ${c.port} typ ${TYPES[c.type]}`
      + (c.type ? ' raddr 0.0.0.0 rport 0' : '')),
    'a=end-of-candidates',
    `a=ice-ufrag:${desc.ufrag}`, `a=ice-pwd:${desc.pwd}`, `a=fingerprint:sha-256 ${fingerprint}`,
    `a=setup:${desc.setup}`, 'a=mid:0', 'a=sctp-port:5000', 'a=max-message-size:262144',
  ];
  return lines.join('\r\n') + '\r\n';
}

// Small byte helpers shared by the codes (code.js) and the hash (hash.js): base64url, hex,
// UTF-8 sizes. Each returns null on bad input instead of throwing: the engine's calls must
// survive anything a player pastes.

const kAlphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

// base64url without padding: codes travel in links and are typed, '=' only costs characters.
export function toBase64Url(bytes) {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const n = (bytes[i] << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    const chars = Math.min(4, Math.ceil(((bytes.length - i) * 8) / 6));
    for (let k = 0; k < chars; ++k) out += kAlphabet[(n >> (18 - 6 * k)) & 63];
  }
  return out;
}

export function fromBase64Url(text) {
  if (typeof text !== 'string' || text.length % 4 === 1) return null;
  const out = new Uint8Array(Math.floor((text.length * 6) / 8));
  let bits = 0, value = 0, at = 0;
  for (const c of text) {
    const v = kAlphabet.indexOf(c);
    if (v < 0) return null;
    value = (value << 6) | v;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out[at++] = (value >> bits) & 255;
    }
  }
  return out;
}

export function toHex(bytes) {
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export function fromHex(text) {
  if (typeof text !== 'string' || text.length % 2 || !/^[0-9a-fA-F]*$/.test(text)) return null;
  const out = new Uint8Array(text.length / 2);
  for (let i = 0; i < out.length; ++i) out[i] = parseInt(text.substr(2 * i, 2), 16);
  return out;
}

const encoder = new TextEncoder();
export const utf8 = (text) => encoder.encode(text);

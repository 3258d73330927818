// Signed messages: what a device sends travels in an envelope {x: text, k: its public key,
// s: its signature}, so that whoever carries it (a relay, the no-relay host forwarding a
// guest's words) cannot change it or say it for another device. The signature covers the
// room with the text: a message signed at one table cannot be replayed at another.
//
// Sizes: k is the raw P-256 point (65 bytes) and s the signature as r‖s (64 bytes), both
// base64url: 87 + 86 characters, about 190 bytes of envelope around the text.
import { kAlgorithm, deviceOf, myIdentity } from './identity.js';
import { fromBase64Url, toBase64Url, utf8 } from './bytes.js';
import { isMessage } from './message.js';

const kSignature = { name: 'ECDSA', hash: 'SHA-256' };
const kKeysKept = 64;  // imported public keys kept (a table has at most a few devices)

// The bytes signed: the room and the text, unambiguously (JSON of both, and a version tag).
const signed = (room, text) => utf8(JSON.stringify(['rd-signed-1', room, text]));

// The room messages are signed for and checked against: the engine's table id, given with
// join / host / answer ('' after leave).
let room = '';
export function enterRoom(name) { room = typeof name === 'string' ? name : ''; }

// The envelope of `text`, signed with this browser's key for the current room.
export async function seal(text) {
  const at = room;
  const me = await myIdentity();
  const signature = await crypto.subtle.sign(kSignature, me.privateKey, signed(at, text));
  return { x: text, k: me.key, s: toBase64Url(new Uint8Array(signature)) };
}

// Public keys already imported, by their base64url (a device sends many messages).
const keys = new Map();

async function publicKey(k) {
  if (keys.has(k)) return keys.get(k);
  const raw = fromBase64Url(k);
  if (!raw || raw.length !== 65) return null;
  const entry = { key: await crypto.subtle.importKey('raw', raw, kAlgorithm, false, ['verify']), device: deviceOf(raw) };
  keys.set(k, entry);
  if (keys.size > kKeysKept) keys.delete(keys.keys().next().value);
  return entry;
}

// What an envelope says and who signed it: {device, text}, or null when it is not an
// envelope, its key is not a P-256 point, or its signature does not hold for the current
// room. Never throws.
export async function open(envelope) {
  const at = room;
  try {
    if (!envelope || typeof envelope !== 'object' || typeof envelope.x !== 'string' || typeof envelope.k !== 'string' || typeof envelope.s !== 'string') return null;
    const signature = fromBase64Url(envelope.s);
    if (!signature || signature.length !== 64) return null;
    const signer = await publicKey(envelope.k);
    if (!signer) return null;
    const good = await crypto.subtle.verify(kSignature, signer.key, signature, signed(at, envelope.x));
    return good ? { device: signer.device, text: envelope.x } : null;
  } catch (err) {
    return null;  // a key the browser refuses to import: as good as a bad signature
  }
}

// Whether an envelope's text is within the size limit (the envelope itself may be larger).
export const fits = (envelope) => Boolean(envelope && typeof envelope === 'object' && isMessage(envelope.x));

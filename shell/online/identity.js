// This browser's identity at online tables: an ECDSA P-256 key pair made once with WebCrypto
// and kept in IndexedDB, and the device id derived from its public key (the first 16 hex
// digits of the SHA-256 of its raw bytes), so that nobody can claim a device's id without
// its private key.
//
// Why IndexedDB: it keeps CryptoKey objects themselves, so the private key is made
// non-extractable and no script (ours included) can ever read its bytes; localStorage keeps
// only strings, which would need an extractable key written out. Every tab of the browser
// shares the one key (the same device, as the engine expects). Where IndexedDB is refused
// (some private windows), the key lives as long as the page: a reload is then a new device.
import { sha256 as digest } from '@noble/hashes/sha2.js';
import { toBase64Url, toHex } from './bytes.js';

const kDatabase = 'river-dragons-online';
const kStore = 'keys';
const kEntry = 'device';
export const kAlgorithm = { name: 'ECDSA', namedCurve: 'P-256' };

// The device id of a raw public key (65 bytes, uncompressed point).
export const deviceOf = (raw) => toHex(digest(raw).subarray(0, 8));

let identity = null;  // the promise of {privateKey, key: base64url raw public key, device}

// This browser's identity (made and kept on the first call). Rejects when the page has no
// WebCrypto (not a secure context); a later call tries again.
export function myIdentity() {
  if (!identity) identity = load().catch((err) => { identity = null; throw err; });
  return identity;
}

async function load() {
  if (!globalThis.crypto || !crypto.subtle) throw new Error('no WebCrypto (the page is not in a secure context)');
  const pair = (await kept().catch(() => null)) || (await made());
  const raw = new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey));
  return { privateKey: pair.privateKey, key: toBase64Url(raw), device: deviceOf(raw) };
}

// A new pair, kept if the browser lets us. Two tabs making one at once: the first kept wins
// (add() refuses the second), and both use it.
async function made() {
  const pair = await crypto.subtle.generateKey(kAlgorithm, false, ['sign', 'verify']);
  try {
    await request((store) => store.add(pair, kEntry), 'readwrite');
  } catch (err) {
    return (await kept().catch(() => null)) || pair;
  }
  return pair;
}

const kept = () => request((store) => store.get(kEntry), 'readonly');

// One request on the store, in its own transaction; resolves with its result once committed.
function request(make, mode) {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open(kDatabase, 1);
    open.onupgradeneeded = () => open.result.createObjectStore(kStore);
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const db = open.result;
      const tx = db.transaction(kStore, mode);
      const req = make(tx.objectStore(kStore));
      tx.oncomplete = () => { db.close(); resolve(req.result); };
      tx.onerror = tx.onabort = () => { db.close(); reject(tx.error || req.error); };
    };
  });
}

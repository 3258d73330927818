// rdNet.sha256: the engine's online core checks commitments while it resolves a slot, in the
// middle of a frame, so it needs the hash at once: WebCrypto's digest is only asynchronous.
import { sha256 as digest } from '@noble/hashes/sha2.js';
import { fromHex, toHex } from './bytes.js';

// The lowercase hex SHA-256 of the bytes `hex` spells; null if `hex` is not hex.
export function sha256(hex) {
  const bytes = fromHex(hex);
  return bytes ? toHex(digest(bytes)) : null;
}

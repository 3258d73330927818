// What a message between devices may be: a string of at most 4096 bytes of UTF-8 (the
// engine's limit for one message too). Longer ones are refused where they are sent and
// dropped where they arrive.
import { utf8 } from './bytes.js';

export const kMaxMessageBytes = 4096;

export function isMessage(text) {
  if (typeof text !== 'string') return false;
  // Most messages are short: only count bytes when the characters alone do not settle it.
  if (text.length * 3 <= kMaxMessageBytes) return true;
  return text.length <= kMaxMessageBytes && utf8(text).length <= kMaxMessageBytes;
}

// rdNet.qr: the modules of an invite link's QR code, for the engine to draw (qrcode-generator;
// error correction M, the smallest version that holds the text).
import qrcode from 'qrcode-generator';
import { utf8 } from './bytes.js';

const kMostBytes = 2331;  // version 40 at level M, in byte mode

// {size, modules: size*size '0'/'1', row by row}, or null when the text does not fit (or is
// not text).
export function qr(text) {
  if (typeof text !== 'string') return null;
  const bytes = utf8(text);
  if (bytes.length > kMostBytes) return null;
  try {
    const code = qrcode(0, 'M');
    // Byte mode takes the string's char codes as bytes: give it the UTF-8 bytes as chars.
    code.addData(String.fromCharCode(...bytes), 'Byte');
    code.make();
    const size = code.getModuleCount();
    let modules = '';
    for (let r = 0; r < size; ++r) for (let c = 0; c < size; ++c) modules += code.isDark(r, c) ? '1' : '0';
    return { size, modules };
  } catch (err) {
    return null;  // longer than version 40 holds
  }
}

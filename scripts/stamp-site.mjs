// Stamps a built site with its version, for the service worker (shell/sw.js) and the page:
// the version is a hash of every file the site is made of, so any change to any file makes
// a new version, and the same files always make the same one.
//  - index.html asks for its code as `shell.js?v=VERSION`, `index.js?v=VERSION`… and names
//    the version in <meta name="rd-version"> (shell.js adds it to index.wasm and index.data);
//  - sw.js gets the version and the SHA-256 of each file it must keep (its bytes change with
//    every build, which is how the browser notices a new version).
// Stamping again (e.g. a site copied and edited by a test) gives the version of the files
// as they are now. Usage: node scripts/stamp-site.mjs SITE_DIR
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import { pathToFileURL } from 'node:url';

// The files the page requests with `?v=VERSION` (the page's code: these must never mix).
export const VERSIONED = ['index.js', 'index.wasm', 'index.data', 'shell-text.js', 'shell.js', 'shell.css'];
const WORKER = 'sw.js';
const REQUIRED = ['index.html', 'index.js', 'index.wasm', 'shell-text.js', 'shell.js', WORKER];
const BUILD_LINE = /^const BUILD = .*;$/m;

const sha256 = (bytes) => crypto.createHash('sha256').update(bytes).digest('hex');

// index.html with every version mark set to `version` ('' for the unstamped page).
function markHtml(html, version) {
  const names = VERSIONED.map((n) => n.replace('.', '\\.')).join('|');
  return html
    .replace(new RegExp(`((?:src|href)=")(${names})(?:\\?v=[^"]*)?"`, 'g'), (m, attr, name) => `${attr}${name}${version ? `?v=${version}` : ''}"`)
    .replace(/(<meta name="rd-version" content=")[^"]*"/, `$1${version}"`);
}

const markWorker = (js, build) => js.replace(BUILD_LINE, `const BUILD = ${JSON.stringify(build)};`);

// Every file of the site the worker keeps: all but the worker itself, sorted.
export function siteFiles(dir) {
  return fs.readdirSync(dir).filter((f) => f !== WORKER && fs.statSync(path.join(dir, f)).isFile()).sort();
}

// Stamps `dir` in place; returns {version, files: {name: sha256}}.
export function stampSite(dir) {
  const missing = REQUIRED.filter((f) => !fs.existsSync(path.join(dir, f)));
  if (missing.length) throw new Error(`${dir} is not a built site: ${missing.join(', ')} missing`);
  const workerFile = path.join(dir, WORKER);
  const worker = fs.readFileSync(workerFile, 'utf8');
  if (!BUILD_LINE.test(worker)) throw new Error(`${workerFile} has no line 'const BUILD = …;' to stamp`);
  const htmlFile = path.join(dir, 'index.html');
  const html = markHtml(fs.readFileSync(htmlFile, 'utf8'), '');
  if (!/<meta name="rd-version" content="/.test(html)) throw new Error(`${htmlFile} has no <meta name="rd-version">`);

  // The version: the unstamped page, the worker's code and every other file, by name.
  const whole = crypto.createHash('sha256');
  const content = (name) => (name === 'index.html' ? Buffer.from(html) : fs.readFileSync(path.join(dir, name)));
  for (const name of siteFiles(dir)) whole.update(`${name}\0${sha256(content(name))}\n`);
  whole.update(`${WORKER}\0${sha256(markWorker(worker, {}))}\n`);
  const version = whole.digest('hex').slice(0, 16);

  fs.writeFileSync(htmlFile, markHtml(html, version));
  const files = Object.fromEntries(siteFiles(dir).map((name) => [name, sha256(fs.readFileSync(path.join(dir, name)))]));
  fs.writeFileSync(workerFile, markWorker(worker, { version, files }));
  return { version, files };
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [dir] = process.argv.slice(2);
  if (!dir) {
    console.error('usage: node scripts/stamp-site.mjs SITE_DIR');
    process.exit(2);
  }
  try {
    const { version, files } = stampSite(dir);
    console.log(`stamp-site: ${dir} is version ${version} (${Object.keys(files).length} files kept offline)`);
  } catch (err) {
    console.error(`stamp-site: ${err.message}`);
    process.exit(1);
  }
}

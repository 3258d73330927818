// A small static file server for the built page (no dependency beyond Node).
// Usage: node scripts/serve.mjs DIR [PORT]   (PORT 0 picks a free one)
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const TYPES = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8', '.wasm': 'application/wasm', '.data': 'application/octet-stream',
  '.json': 'application/json', '.png': 'image/png', '.svg': 'image/svg+xml', '.ico': 'image/x-icon',
};

// Starts serving `root` on 127.0.0.1; resolves to the http.Server once listening.
export function serve(root, port = 0) {
  const base = path.resolve(root);
  const server = http.createServer((req, res) => {
    const urlPath = decodeURIComponent(new URL(req.url, 'http://localhost').pathname);
    let file = path.join(base, urlPath);
    if (!file.startsWith(base)) { res.writeHead(403).end(); return; }
    if (urlPath.endsWith('/')) file = path.join(file, 'index.html');
    fs.readFile(file, (err, body) => {
      if (err) { res.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found'); return; }
      res.writeHead(200, { 'Content-Type': TYPES[path.extname(file)] || 'application/octet-stream', 'Cache-Control': 'no-cache' });
      res.end(body);
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [root, port = '8080'] = process.argv.slice(2);
  if (!root || !fs.existsSync(path.join(root, 'index.html'))) {
    console.error(`serve: no index.html in '${root}' (build the page first)`);
    process.exit(2);
  }
  serve(root, Number(port)).then((server) => {
    console.log(`River Dragons is served at http://127.0.0.1:${server.address().port}/  (Ctrl-C stops)`);
  }, (err) => {
    console.error(`serve: cannot listen on 127.0.0.1:${port}: ${err.message}`);
    process.exit(1);
  });
}

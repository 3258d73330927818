// The page's thinking worker (issue #21 §3): a second instance of the engine, with only the
// rules and the computers (think.js, think.wasm: web/think/), that makes the searching
// computers' decisions while the page's main thread draws. A message {id, request} is
// answered {id, answer} (web/think/think_request.h); a worker that cannot start or breaks
// says {failed: why}, and the page thinks for itself from then on.
'use strict';
const version = new URL(self.location.href).searchParams.get('v') || '';
const versioned = (file) => (version ? `${file}?v=${version}` : file);
let engine = null;
let broken = null;
const waiting = [];

function answer({ id, request }) {
  if (broken) return;
  try {
    postMessage({ id, answer: engine.ccall('rd_think', 'string', ['string'], [request]) });
  } catch (err) {
    broken = `the thinking engine stopped: ${err.message}`;
    postMessage({ failed: broken });
  }
}

self.onmessage = (e) => (engine ? answer(e.data) : waiting.push(e.data));

try {
  importScripts(versioned('think.js'));
  RdThink({ locateFile: (file, prefix) => prefix + versioned(file) }).then((module) => {
    engine = module;
    waiting.splice(0).forEach(answer);
  }, (err) => postMessage({ failed: `think.wasm: ${err && err.message}` }));
} catch (err) {
  postMessage({ failed: `think.js: ${err.message}` });
}

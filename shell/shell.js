// The page around the game: checks that the browser can run it, shows loading progress,
// starts the engine, and exposes window.rdTest for browser tests (see README).
(function () {
  'use strict';
  const statusBox = document.getElementById('status');
  const statusText = document.getElementById('status-text');
  const progress = document.getElementById('progress');
  // The build's version (scripts/stamp-site.mjs): every file of the page's code is asked
  // for with it, so the service worker and HTTP caches never mix two versions' files.
  const version = document.querySelector('meta[name="rd-version"]').content;
  const versioned = (file) => (version ? `${file}?v=${version}` : file);

  // The page's words in the language the game will speak (web/ui/language_choice.cpp: a ?lang=
  // link, else the last choice, else the browser's languages), from shell-text.js.
  const texts = window.rdShellText || {};
  const language = (() => {
    const spoken = (code) => { const c = String(code || '').slice(0, 2).toLowerCase(); return texts[c] ? c : null; };
    const link = spoken(new URLSearchParams(window.location.search).get('lang'));
    let saved = null;
    try { saved = spoken(window.localStorage.getItem((window.rdStorageKeys || {}).language)); } catch (e) { /* storage blocked */ }
    const browser = (navigator.languages || [navigator.language]).map(spoken).find((c) => c);
    return link || saved || browser || 'en';
  })();
  const say = (key, reason) => ((texts[language] || {})[key] || (texts.en || {})[key] || key).replace('{reason}', reason);
  document.documentElement.lang = language;
  statusText.textContent = say('ShellLoading');
  document.getElementById('problem-title').textContent = say('ShellCannotStart');

  function showProblem(message) {
    statusBox.hidden = true;
    document.getElementById('problem-text').textContent = message;
    document.getElementById('problem').hidden = false;
  }

  const kNoWebGL = say('ShellNoWebGL');
  // Only what costs nothing is checked before the engine starts: a WebGL 2 context made
  // here to probe took 60 to 230 ms of the start (software GL). Whether one can really be
  // made the engine finds out when it makes its own, and then calls rdShell.noWebGL().
  function missingFeature() {
    if (typeof WebAssembly !== 'object' || typeof WebAssembly.instantiate !== 'function') {
      return say('ShellNoWasm');
    }
    if (typeof WebGL2RenderingContext !== 'function') return kNoWebGL;
    return null;
  }

  const ask = (fn) => JSON.parse(Module.UTF8ToString(Module[fn]()));
  window.rdTest = {
    ready: false,
    // Recent frame times in ms (the work of each frame) and the number of frames drawn.
    frameStats: () => ask('_rd_frame_stats'),
    // The current game's record (RULES.md §8), or null on the setup screen.
    record: () => ask('_rd_record'),
    // Screen rectangles (CSS pixels) of the clickable things of the last frame.
    layout: () => ask('_rd_layout'),
    // The player marks (letters) drawn on pieces in the last frame: [{piece, id, owner, mark, ink, fill, x, y, w, h}].
    marks: () => ask('_rd_marks'),
    // Where the game and its UI stand: every field is in the README's table of window.rdTest
    // (web/test_hooks.cpp's rd_status makes them; one list, not copied here).
    status: () => ask('_rd_status'),
    missingGlyphs: () => ask('_rd_missing_glyphs'),
    // One line of tests/fixed_seed_games.txt played here: its record's fingerprint (hex).
    playSeeded: (line) => Module.ccall('rd_play_seeded', 'string', ['string'], [line]),
    // This device's player's current decision made by a medium computer (online games, #20): true if it decided.
    botMove: () => Module._rd_bot_move() === 1,
    // This device made to cheat at an online table: 'illegal-choice', 'other-seat' or 'wrong-reveal' (#20's test), 'withhold',
    // 'withhold-off' or 'seize-<color>' (#46's): true if sent, armed or given.
    cheat: (kind) => Module.ccall('rd_cheat', 'number', ['string'], [kind]) === 1,
    // This device's own salts of the round in play and how many of its cards it revealed ({salts: [hex], revealed}, or null before it locked; #20's peek test).
    ownSecrets: () => ask('_rd_own_secrets'),
    // The wasm memory in bytes.
    heapBytes: () => Module._rd_heap_bytes(),
    // The build's version: a hash of all the site's files.
    version,
  };
  // Long texts go to the engine through its heap: ccall's 'string' copies onto the 5 MB
  // stack, which a large file or address would overflow (found in review).
  function withText(text, use) {
    const size = Module.lengthBytesUTF8(text) + 1;
    const at = Module._malloc(size);
    Module.stringToUTF8(text, at, size);
    try { use(at); } finally { Module._free(at); }
  }

  // A game record chosen in the file picker or dropped on the page goes to the game, which
  // says what is wrong with it if it cannot be read (size only, if it is huge; -1: unreadable).
  const kMaxRead = 4e6;  // the engine's limit too (web/app.cpp)
  async function openFile(file) {
    if (!file || !window.rdTest.ready) return;
    let text = '', size = file.size;
    try {
      if (size <= kMaxRead) text = await file.text();
    } catch (err) {
      size = -1;  // a folder, a file gone, a file the browser may not read
    }
    withText(file.name, (name) => withText(text, (body) => Module._rd_open_record(name, body, size)));
  }
  const picker = document.getElementById('open-file');
  picker.addEventListener('change', () => { openFile(picker.files[0]); picker.value = ''; });
  window.addEventListener('dragover', (e) => e.preventDefault());
  window.addEventListener('drop', (e) => {
    e.preventDefault();
    if (e.dataTransfer && e.dataTransfer.files.length) openFile(e.dataTransfer.files[0]);
  });

  // A share link pasted into this tab changes only the fragment: no reload happens.
  window.addEventListener('hashchange', () => {
    if (window.rdTest.ready && window.location.hash) withText(window.location.hash, (hash) => Module._rd_open_link(hash));
  });

  // One tab at a time keeps the saved game (#23 §1, #48 §6): the one holding the Web Lock
  // named for it. A tab that starts or resumes a game claims it (App::claim_game): it asks
  // the keeper to let go (BroadcastChannel), the keeper stops writing there and then and
  // releases the lock, and the claiming tab writes only once the lock is its own. So a
  // displaced tab never writes after the new keeper's first write, however fast it plays
  // (localStorage alone could not say: each tab reads its own copy of the keeper's key,
  // updated some moments after another tab writes it). A keeper that does not let go within
  // a second (a frozen tab, or one busy thinking on its main thread) has the lock taken from
  // it: it may then write once more before it knows, which the new keeper undoes
  // (App::storage_changed). Two tabs claiming at once: the lock ends with one of them.
  // Where the browser has no Web Locks, or refuses them (site data blocked), the claiming
  // tab keeps it at once and the keeper's key alone decides, as before ('unlocked').
  window.rdKeeper = (() => {
    const name = (window.rdStorageKeys || {}).game;
    const locks = navigator.locks;
    const channel = locks && 'BroadcastChannel' in window ? new BroadcastChannel(name) : null;
    let state = locks ? 'keeper' : 'unlocked';  // also 'claiming' or 'displaced'
    let release = null;    // lets go of the lock this tab holds
    let claims = 0;        // the latest claim's number: a claim overtaken by another is void
    let waiting = null;    // the latest claim's queued request, to abandon
    const tell = () => { if (window.rdTest.ready) Module._rd_storage_changed(); };
    const letGo = () => {
      if (state !== 'keeper') return;
      state = 'displaced';
      if (release) release(), release = null;
      tell();
    };
    if (channel) channel.onmessage = (e) => { if (e.data === 'let-go') letGo(); };
    const hold = (claim, options) => locks.request(name, options, () => {
      if (claim !== claims || state !== 'claiming') return undefined;  // overtaken: let go at once
      state = 'keeper';
      tell();
      return new Promise((resolve) => { release = resolve; });
    }).catch((e) => {
      if (claim !== claims) return;
      if (e && e.name === 'AbortError') letGo();  // taken by a claim that could not wait, or abandoned
      else if (state === 'claiming') state = 'unlocked', tell();  // locks refused: the key decides
    });
    return {
      claim() {
        if (state === 'unlocked' || (state === 'keeper' && release)) return;
        const claim = ++claims;
        state = 'claiming';
        if (waiting) waiting.abort();
        const queued = new AbortController();
        waiting = queued;
        hold(claim, { signal: queued.signal });
        if (channel) channel.postMessage('let-go');
        setTimeout(() => {
          if (claim !== claims || state !== 'claiming') return;
          queued.abort();
          hold(claim, { steal: true });
        }, 1000);
      },
      // 'claiming' (writes wait), 'keeper' (this tab writes), 'displaced' (it writes nothing),
      // or 'unlocked' (no Web Locks: the keeper's key decides).
      state: () => state,
    };
  })();

  // Another tab of the page started or resumed a game: this one stops keeping its own (#23 §1);
  // or it wrote the saved game this one keeps: this one writes it again (#48 §6); or it took
  // this browser's online table: this one sets it aside (#20).
  window.addEventListener('storage', (e) => {
    const keys = window.rdStorageKeys;
    if (window.rdTest.ready && [keys.game, keys.gameTab, keys.onlineTab].includes(e.key)) Module._rd_storage_changed();
  });

  // The computers think in Web Workers running the same engine (think-worker.js, issue #21
  // §3), started after the first frame (or at the first question, if it comes sooner). The
  // engine asks through rdThinker (web/page/page_thinker.cpp); where workers are missing or
  // fail, the engine thinks on the page's main thread as before; only the console says why.
  window.rdThinker = (() => {
    // As many workers as the device has cores, up to 4: the main thread mostly waits meanwhile.
    const count = Math.max(1, Math.min(4, navigator.hardwareConcurrency || 1));
    const kSilentMs = 60000;
    const workers = [];
    let failed = !('Worker' in window);
    const answers = new Map();  // answers not read yet, by request id (a few: a round's programs)
    const fail = (why) => {
      if (!failed) console.warn(`River Dragons: the computers think on the page (${why})`);
      failed = true;
    };
    const start = () => {
      if (workers.length || failed) return;
      try {
        for (let i = 0; i < count; ++i) {
          const worker = new Worker(`think-worker.js${version ? `?v=${version}` : ''}`);
          worker.busy = 0;
          worker.heard = Date.now();
          worker.onmessage = (e) => {
            worker.heard = Date.now();
            if (e.data.failed) return fail(e.data.failed);
            worker.busy -= 1;
            answers.set(e.data.id, e.data.answer);
            if (answers.size > 64) answers.delete(answers.keys().next().value);  // never read: a game left
          };
          worker.onerror = (e) => { e.preventDefault(); fail(e.message || 'a worker stopped'); };
          workers.push(worker);
        }
        // A worker silent for a minute with questions waiting (its files never came, the
        // browser stopped it) counts as failed: the page then thinks for itself (the same
        // decisions), and no game waits for ever. A search takes seconds, not a minute.
        const watch = setInterval(() => {
          if (failed) return clearInterval(watch);
          if (workers.some((w) => w.busy > 0 && Date.now() - w.heard > kSilentMs)) fail('a worker did not answer for a minute');
        }, 5000);
      } catch (err) {
        fail(err.message);
      }
    };
    return {
      start,
      failed: () => failed,
      started: () => workers.length > 0,
      // To the least busy worker; false when there is none.
      ask(id, request) {
        start();
        if (failed) return false;
        const worker = workers.reduce((a, b) => (b.busy < a.busy ? b : a));
        if (worker.busy === 0) worker.heard = Date.now();  // its silence is counted from its first question
        worker.busy += 1;
        worker.postMessage({ id, request });
        return true;
      },
      answer(id) {
        const answer = answers.get(id);
        answers.delete(id);
        return answer === undefined ? null : answer;
      },
    };
  })();

  // Online play's transport (online.js: shell/online/, bundled by the build) is loaded only
  // when the engine asks, not with the page. Its events reach the engine through one
  // function, rd_net_event(json) (the texts can be long: through the heap), and the latest
  // 200 stay in netEvents (rdNet.events once online.js is loaded) for tests and the console.
  const netEvents = [];
  function netEvent(event) {
    netEvents.push(event);
    if (netEvents.length > 200) netEvents.splice(0, netEvents.length - 200);
    if (!Module._rd_net_event) return;
    try {
      withText(JSON.stringify(event), (json) => Module._rd_net_event(json));
    } catch (err) {
      console.error('River Dragons: an online event failed in the engine', err);
    }
  }
  let online = null;  // the <script> of online.js, once added
  // Always answered by an event: {type: 'ready', device} once online.js is here and knows this
  // browser's signing key (made or read from IndexedDB: asynchronous), or {type: 'error',
  // what: 'load'} (after which a new call tries again).
  function ready() {
    window.rdNet.identity().then((me) => netEvent({ type: 'ready', device: me.device }),
      (err) => netEvent({ type: 'error', what: 'load', detail: `identity: ${err && err.message}` }));
  }
  function loadOnline() {
    if (window.rdNet) {
      setTimeout(ready);
      return;
    }
    if (online) return;  // on its way: its load event answers
    online = document.createElement('script');
    online.src = versioned('online.js');
    online.async = true;
    const failed = () => {
      online.remove();
      online = null;
      netEvent({ type: 'error', what: 'load' });
    };
    online.onload = () => (window.rdNet ? ready() : failed());
    online.onerror = failed;
    document.body.appendChild(online);
  }

  window.rdShell = {
    netEvents,
    netEvent,
    loadOnline,
    firstFrame() {
      statusBox.hidden = true;
      window.rdTest.ready = true;
      keepOffline();
      window.rdThinker.start();
    },
    pickFile() { picker.click(); },
    noWebGL() { showProblem(kNoWebGL); },
  };

  // Once the game runs, the service worker keeps its files for offline play (sw.js). Where
  // there is none (file://, an old or locked-down browser), the page works as before.
  function keepOffline() {
    if (!('serviceWorker' in navigator) || !/^https?:$/.test(window.location.protocol)) return;
    const refused = (err) => console.warn(`River Dragons will not be kept for offline play: ${err && err.message}`);
    try {
      // An update check at every start, not only the one browsers may make after a
      // navigation: a new version's worker then keeps the new files from this visit on.
      // With no network the check fails, and the kept version goes on: nothing to say.
      navigator.serviceWorker.register('sw.js').then((reg) => reg.active && reg.update().catch(() => {}), refused);
    } catch (err) {  // a sandboxed frame throws instead of rejecting
      refused(err);
    }
  }

  window.Module = {
    canvas: document.getElementById('canvas'),
    // index.wasm and index.data of this page's version.
    locateFile: (file, prefix) => prefix + versioned(file),
    print: (text) => console.log(text),
    printErr: (text) => console.warn(text),
    setStatus(text) {
      const m = /\((\d+(?:\.\d+)?)\/(\d+)\)/.exec(text || '');
      if (m) {
        progress.max = Number(m[2]);
        progress.value = Number(m[1]);
      }
      // Emscripten's own words ("Downloading…", "Running…") are not shown: the page says it loads.
    },
    onAbort(reason) {
      console.error('River Dragons stopped: ' + reason);
      showProblem(say('ShellStopped', reason));
    },
  };

  const problem = missingFeature();
  if (problem) {
    showProblem(problem);
    return;
  }
  const tag = document.getElementById('engine').content.querySelector('script');
  const script = document.createElement('script');
  script.src = tag.getAttribute('src');
  script.async = true;
  script.onerror = () => showProblem(say('ShellFilesMissing'));
  document.body.appendChild(script);
})();

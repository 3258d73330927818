// The one way out of the transport: events to the engine (rd_net_event, through shell.js's
// rdShell.netEvent), also kept in a log of the latest 200 for tests and the console.
//
// Events are delivered from a microtask, never inside the call that caused them: the engine
// calls rdNet from C++ (EM_ASM) and must not be re-entered while it is in the middle of a frame.
const kKept = 200;
const shell = () => window.rdShell || {};

// The log shell.js keeps (it also holds the load events), or our own when there is no shell.
export const log = shell().netEvents || [];

let queue = [];
let era = 0;  // bumped by silence(): events queued before it are not delivered

export function emit(event) {
  queue.push({ event, era });
  if (queue.length > 1) return;
  queueMicrotask(() => {
    const batch = queue;
    queue = [];
    for (const item of batch) if (item.era === era) deliver(item.event);
  });
}

function deliver(event) {
  const s = shell();
  if (s.netEvent) {
    s.netEvent(event);  // logs it too
    return;
  }
  log.push(event);
  if (log.length > kKept) log.splice(0, log.length - kKept);
}

// rdNet.leave(): what was queued is not delivered, nothing after.
export function silence() {
  era += 1;
  queue = [];
}

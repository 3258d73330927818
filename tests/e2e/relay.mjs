// A local relay for the browser tests of online play's quick join: a WebSocket BitTorrent
// tracker (npm bittorrent-tracker's server, what trystero's torrent strategy announces to),
// on 127.0.0.1 at a free port, so no test reaches a public relay.
import Server from 'bittorrent-tracker/server';

// {url: 'ws://127.0.0.1:PORT', close(), announces(): how many it has heard}.
// `interval`: the time it asks between a device's announces; by default 10 s (trystero's
// shortest). Public relays ask for more: trystero waits two minutes at most.
export async function startRelay({ interval = 10000 } = {}) {
  // WebSocket only: no UDP tracker; the HTTP server is the one the WebSocket upgrades from.
  const server = new Server({ udp: false, http: true, ws: true, stats: false, interval });
  let announces = 0;
  for (const name of ['start', 'update']) server.on(name, () => { announces += 1; });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  // A client's bad request is its own problem, not the relay's: keep serving.
  server.on('error', () => {});
  server.on('warning', () => {});
  return {
    url: `ws://127.0.0.1:${server.http.address().port}`,
    close: () => new Promise((resolve) => server.close(resolve)),
    announces: () => announces,
  };
}

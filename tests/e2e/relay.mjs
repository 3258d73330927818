// A local relay for the browser tests of online play's quick join: a WebSocket BitTorrent
// tracker (npm bittorrent-tracker's server, what trystero's torrent strategy announces to),
// on 127.0.0.1 at a free port, so no test reaches a public relay.
import Server from 'bittorrent-tracker/server';

// {url: 'ws://127.0.0.1:PORT', close()}.
export async function startRelay() {
  // WebSocket only: no UDP tracker; the HTTP server is the one the WebSocket upgrades from.
  // Announces every 10 s (trystero's shortest): two devices whose first offers cross (each
  // ignores the other's, trystero's rule) meet at the next announce, not two minutes later.
  const server = new Server({ udp: false, http: true, ws: true, stats: false, interval: 10000 });
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
  };
}

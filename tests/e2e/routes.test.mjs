// Quick join's routes (shell/online/routes.js), in node alone (no browser): whom a device
// reaches through whom, and what the engine is told as that changes. The browser side is
// net.test.mjs (a connection of three dropped, bridged by the third).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Routes, changes } from '../../shell/online/routes.js';

const told = (before, after) => changes(new Map(Object.entries(before)), new Map(Object.entries(after))).map((e) => `${e.type} ${e.peer}`);

// Peer ids are 20 letters and digits (routes.js isPeerId): 'A' stands for AAAA…A.
const id = (letter) => letter.repeat(20);
const named = (table) => Object.fromEntries(Object.entries(table).map(([peer, via]) => [id(peer), id(via)]));

test('a peer not connected here is reached through the first neighbour, in id order, connected to it', () => {
  const r = new Routes(id('A'));
  r.direct.add(id('D')), r.direct.add(id('C'));
  r.heard(id('D'), [id('A'), id('B'), id('E')]);
  r.heard(id('C'), [id('A'), id('B'), 42, '', 'E']);  // what is not a peer id (20 letters and digits) is dropped
  assert.deepEqual(Object.fromEntries(r.table()), named({ D: 'D', C: 'C', B: 'C', E: 'D' }));
  r.departed.add(id('E'));  // said goodbye: only over its own connection
  assert.equal(r.table().has(id('E')), false);
  r.gone(id('C'));
  assert.deepEqual(Object.fromEntries(r.table()), named({ D: 'D', B: 'D' }));
  r.heard(id('X'), [id('B')]);  // a list from a device not connected here carries nothing
  assert.equal(r.via(id('B')), id('D'));
});

test('the engine hears a peer close and open again when what carried its words is gone, and open again when it moves', () => {
  assert.deepEqual(told({ B: 'B', C: 'C' }, { B: 'C', C: 'C' }), ['peer-close B', 'peer-open B'], 'its own connection dropped');
  assert.deepEqual(told({ B: 'C', C: 'C', D: 'D' }, { B: 'D', D: 'D' }), ['peer-close B', 'peer-open B', 'peer-close C'], 'its forwarder gone');
  // C may have lost B before saying so, and dropped B's words meanwhile: said again.
  assert.deepEqual(told({ B: 'C', C: 'C' }, { B: 'B', C: 'C' }), ['peer-open B'], 'connected to it now');
  assert.deepEqual(told({ B: 'C', C: 'C', D: 'D' }, { B: 'D', C: 'C', D: 'D' }), ['peer-open B'], 'another forwarder, the first still connected');
  assert.deepEqual(told({ B: 'B', C: 'C' }, { B: 'B', C: 'C' }), [], 'nothing moved');
  assert.deepEqual(told({ B: 'C', C: 'C' }, { C: 'C' }), ['peer-close B'], 'no longer reached');
  assert.deepEqual(told({}, { B: 'C', C: 'C' }), ['peer-open B', 'peer-open C']);
});

test('words forwarded for another are taken only from a neighbour connected to it, even when connected here too', () => {
  const r = new Routes(id('A'));
  r.direct.add(id('B')), r.direct.add(id('C'));
  r.heard(id('C'), [id('A'), id('B')]);
  // B's connection to A is open here, not yet at B's end: B's words came through C.
  assert.equal(r.forwards(id('C'), id('B')), true);
  assert.equal(r.forwards(id('C'), id('D')), false, 'C is not connected to D');
  assert.equal(r.forwards(id('C'), id('A')), false, 'never as this device\'s own');
  assert.equal(r.forwards(id('C'), id('C')), false, 'never as the forwarder\'s own');
  assert.equal(r.forwards(id('C'), 7), false);
  assert.equal(r.forwards(id('E'), id('B')), false, 'E is not connected here');
});

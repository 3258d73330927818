// Quick join's routes (shell/online/routes.js), in node alone (no browser): whom a device
// reaches through whom, and what the engine is told as that changes. The browser side is
// net.test.mjs (a connection of three dropped, bridged by the third).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Routes, changes } from '../../shell/online/routes.js';

const told = (before, after) => changes(new Map(Object.entries(before)), new Map(Object.entries(after))).map((e) => `${e.type} ${e.peer}`);

test('a peer not connected here is reached through the first neighbour, in id order, connected to it', () => {
  const r = new Routes('A');
  r.direct.add('D'), r.direct.add('C');
  r.heard('D', ['A', 'B', 'E']);
  r.heard('C', ['A', 'B', 42, '']);  // what is not a peer id is dropped
  assert.deepEqual(Object.fromEntries(r.table()), { D: 'D', C: 'C', B: 'C', E: 'D' });
  r.departed.add('E');  // said goodbye: only over its own connection
  assert.equal(r.table().has('E'), false);
  r.gone('C');
  assert.deepEqual(Object.fromEntries(r.table()), { D: 'D', B: 'D' });
  r.heard('X', ['B']);  // a list from a device not connected here carries nothing
  assert.equal(r.via('B'), 'D');
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
  const r = new Routes('A');
  r.direct.add('B'), r.direct.add('C');
  r.heard('C', ['A', 'B']);
  // B's connection to A is open here, not yet at B's end: B's words came through C.
  assert.equal(r.forwards('C', 'B'), true);
  assert.equal(r.forwards('C', 'D'), false, 'C is not connected to D');
  assert.equal(r.forwards('C', 'A'), false, 'never as this device\'s own');
  assert.equal(r.forwards('C', 'C'), false, 'never as the forwarder\'s own');
  assert.equal(r.forwards('C', 7), false);
  assert.equal(r.forwards('E', 'B'), false, 'E is not connected here');
});

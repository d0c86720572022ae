import { test } from 'node:test';
import assert from 'node:assert/strict';
test('node test runner runs TypeScript', () => {
  assert.equal(1 + 1, 2);
});

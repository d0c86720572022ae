/** The inbox list grouped by customer (`group-by="contact"`): a regrouping of the same rows, never a loss or a reorder within. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { groupByContact } from '../../../src/components/inbox/thread-list-groups.js';
import type { Conversation } from '../../../src/schemas/conversations.js';

const threads = fc
  .array(fc.tuple(fc.constantFrom('+1', '+2', '+3', '+4', '+5'), fc.constantFrom('a', 'b', 'c')), { maxLength: 30 })
  .map((pairs) => pairs.map(([to, from], i) => ({ id: `c${i}`, to, from }) as Conversation));

test("groups each customer's threads together, in the list's order, the first row counting them", () => {
  fc.assert(
    fc.property(threads, (list) => {
      const { rows, size } = groupByContact(list);
      assert.deepEqual([...rows].map((c) => c.id).sort(), list.map((c) => c.id).sort(), 'the same rows');
      const customers = [...new Set(list.map((c) => c.to))];
      // Customers in the order of their newest (first listed) thread; within a customer, the list's order.
      assert.deepEqual(
        rows.map((c) => c.id),
        customers.flatMap((to) => list.filter((c) => c.to === to).map((c) => c.id)),
      );
      for (const to of customers) {
        const group = list.filter((c) => c.to === to);
        assert.equal(size.get(group[0]!.id), group.length, 'the first row counts them');
        for (const c of group.slice(1)) assert.equal(size.get(c.id), 0, 'the rows beneath');
      }
    }),
  );
});

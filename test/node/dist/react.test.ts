/**
 * `@parley/embeds/react` in Node: the wrappers server-render (SSR frameworks render them before hydration), and
 * their event props are typed from the elements' event details (this file is type-checked by `npm test`).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { COMPOSER_EVENTS, FORM_EVENTS, INBOX_EVENTS, ParleyComposer, ParleyForm, ParleyInbox, eventProps } from '../../../src/react/index.js';

describe('@parley/embeds/react', () => {
  it('server-renders each element tag', () => {
    const html = renderToString(
      createElement('div', null,
        createElement(ParleyInbox, { tokenUrl: '/parley-token', onParleyThreadSelect: (e) => void e.detail.conversationId }),
        createElement(ParleyComposer, { from: 'agent_acme', to: '+14155550123' }),
        createElement(ParleyForm, { formId: 'frm_1', onParleyFormSubmitted: (e) => void e.detail }),
      ),
    );
    assert.match(html, /<parley-inbox\b/);
    assert.match(html, /<parley-composer\b/);
    assert.match(html, /<parley-form\b/);
  });

  it('derives the event props from the elements\' event lists', () => {
    assert.deepEqual(eventProps(INBOX_EVENTS), {
      onParleyThreadSelect: 'parley-thread-select',
      onParleyMessageSend: 'parley-message-send',
      onParleyMessageSent: 'parley-message-sent',
      onParleyError: 'parley-error',
      onParleyStatus: 'parley-status',
      onParleyAssign: 'parley-assign',
      onParleyMention: 'parley-mention',
    });
    assert.deepEqual(Object.keys(eventProps(COMPOSER_EVENTS)), ['onParleyChange', 'onParleyMessageSend', 'onParleyMessageSent', 'onParleyError', 'onParleyTemplateSave', 'onParleyBlastSent', 'onParleyBlastUpdated', 'onParleyThreadSelect']);
    assert.deepEqual(Object.keys(eventProps(FORM_EVENTS)), ['onParleyFormSubmit', 'onParleyFormSubmitted', 'onParleyError']);
  });

  it('types event props from the element events', () => {
    createElement(ParleyInbox, {
      onParleyThreadSelect: (e) => e.detail.conversationId.toUpperCase(),
      onParleyMessageSent: (e) => e.detail.message.id,
      onParleyError: (e) => e.detail.action,
      onParleyStatus: (e) => e.preventDefault(),
      onParleyAssign: (e) => e.detail.conversationId,
    });
    createElement(ParleyComposer, {
      onParleyChange: (e) => e.detail.value.type,
      onParleyMessageSend: (e) => e.preventDefault(),
    });
    createElement(ParleyInbox, {
      // @ts-expect-error a thread-select detail has no `formId`
      onParleyThreadSelect: (e) => e.detail.formId,
    });
    createElement(ParleyForm, {
      // @ts-expect-error form-id is a string
      formId: 42,
    });
    assert.ok(true, 'checked by the type checker');
  });
});

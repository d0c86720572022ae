import { useState } from 'react';
// React components with typed `onParley…` event props; importing them registers the custom elements.
import { ParleyComposer, ParleyForm, ParleyInbox } from '@parley/embeds/react';

/** The API root: the local sandbox unless the build says otherwise. */
const baseUrl = import.meta.env.VITE_PARLEY_BASE_URL ?? 'http://127.0.0.1:4010/api';
/** Your backend's token route (see examples/express); Vite's dev server proxies it. */
const tokenUrl = '/parley-token';
/** A hosted form to show, from `?form=frm_…`. */
const formId = new URLSearchParams(location.search).get('form') ?? undefined;

export function App() {
  const [conversationId, setConversationId] = useState<string>();
  const [status, setStatus] = useState('');

  return (
    <main style={{ display: 'grid', gap: '1rem', padding: '1rem', fontFamily: 'system-ui, sans-serif' }}>
      <h1>Parley in React</h1>
      <ParleyInbox
        baseUrl={baseUrl}
        tokenUrl={tokenUrl}
        style={{ height: '32rem' }}
        onParleyThreadSelect={(event) => setConversationId(event.detail.conversationId)}
        onParleyMessageSent={(event) => setStatus(`Sent ${event.detail.message.id}`)}
        onParleyError={(event) => setStatus(`Error: ${event.detail.error.message}`)}
      />
      <p role="status" data-testid="selected">
        {conversationId ? `Conversation ${conversationId}` : 'No conversation open'}
      </p>
      <ParleyComposer
        baseUrl={baseUrl}
        tokenUrl={tokenUrl}
        from="agent_acme_coffee"
        to="+14155550123"
        onParleyMessageSent={(event) => setStatus(`Sent ${event.detail.message.id}`)}
      />
      {formId && (
        <ParleyForm
          baseUrl={baseUrl}
          tokenUrl={tokenUrl}
          formId={formId}
          onParleyFormSubmitted={() => setStatus('Thanks, your answers were sent')}
        />
      )}
      <p data-testid="status">{status}</p>
    </main>
  );
}

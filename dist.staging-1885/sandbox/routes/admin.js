import { readBody } from '../http.js';
import { FaultRules } from '../services/faults.js';
export function registerAdminRoutes(app, context, auth, services) {
    app.post('/sandbox/reset', auth.apiKey(), (c) => {
        services.reset();
        return c.json({ reset: true, conversations: Object.keys(context.store.data.conversations).length });
    });
    app.get('/sandbox/faults', auth.apiKey(), (c) => c.json(services.faults.rules));
    app.post('/sandbox/faults', auth.apiKey(), async (c) => {
        services.faults.set(await readBody(c, FaultRules));
        return c.json(services.faults.rules);
    });
}

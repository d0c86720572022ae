/** `<parley-form>`: registers the hosted-form renderer. `import '@parley/embeds/form'`. */
import { ParleyForm } from './components/form/form.component.js';
export { ParleyForm };
export type { FormErrorDetail, FormPhase, FormSubmitDetail } from './components/form/form.component.js';
export type { PlacesProvider } from './components/form/address-search.js';
declare global {
    interface HTMLElementTagNameMap {
        'parley-form': ParleyForm;
    }
}

/** `<parley-form>`: registers the hosted-form renderer. `import '@parley/embeds/form'`. */
import { ParleyForm } from './components/form/form.component.js';
import { defineElement } from './components/shared/define.js';
defineElement('parley-form', ParleyForm);
export { ParleyForm };

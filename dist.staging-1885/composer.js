/** Registers `<parley-composer>`. Importing this module defines the element; the class lives side-effect free. */
import { ParleyComposer } from './components/composer/composer.component.js';
import { defineElement } from './components/shared/define.js';
export { ParleyComposer, ComposerValidationError } from './components/composer/composer.component.js';
defineElement('parley-composer', ParleyComposer);

/** Registers `<parley-composer>`. Importing this module defines the element; the class lives side-effect free. */
import { ParleyComposer } from './components/composer/composer.component.js';
export { ParleyComposer, ComposerValidationError } from './components/composer/composer.component.js';
export type { ComposerChangeDetail, ComposerErrorDetail, ComposerPhase, ComposerProblem, ComposerSentDetail, } from './components/composer/composer.component.js';
export type { UploadHandler } from './controllers/upload.js';
declare global {
    interface HTMLElementTagNameMap {
        'parley-composer': ParleyComposer;
    }
}

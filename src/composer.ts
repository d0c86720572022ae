/** Registers `<parley-composer>`. Importing this module defines the element; the class lives side-effect free. */
import { ParleyComposer } from './components/composer/composer.component.js';
import { defineElement } from './components/shared/define.js';

export { ParleyComposer };
export { ComposerValidationError } from './components/composer/draft-judge.js';
export type {
  ComposerChangeDetail,
  ComposerErrorDetail,
  ComposerPhase,
  ComposerProblem,
  ComposerSentDetail,
  ComposerTemplate,
} from './components/composer/public-types.js';
export type { UploadHandler } from './core/media-files.js';

defineElement('parley-composer', ParleyComposer);

declare global {
  interface HTMLElementTagNameMap {
    'parley-composer': ParleyComposer;
  }
}

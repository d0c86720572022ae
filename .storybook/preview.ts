/// <reference types="vite/client" />
/**
 * Autodocs from the custom-elements manifest (written to `.storybook/generated/` by `npm run storybook` and
 * `npm run build-storybook` before Storybook starts), the a11y addon failing on violations, and a locale toolbar
 * (English, Spanish, Arabic for RTL).
 */
import { setCustomElementsManifest, type Preview } from '@storybook/web-components-vite';
import { LOCALES, decorators } from './decorators.js';

// A glob rather than an import: without the generated file, Storybook still type-checks and starts (no API tables).
const manifest = Object.values(
  import.meta.glob('./generated/custom-elements.json', { eager: true, import: 'default' }),
)[0];
if (manifest) setCustomElementsManifest(manifest);

const preview: Preview = {
  tags: ['autodocs'],
  decorators,
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    a11y: { test: 'error' },
    docs: { toc: true },
  },
  globalTypes: {
    locale: {
      description: 'Document language (the elements follow the nearest lang attribute)',
      toolbar: {
        icon: 'globe',
        items: Object.entries(LOCALES).map(([value, title]) => ({ value, title })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'en' },
};

export default preview;

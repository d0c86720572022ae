/**
 * Storybook 10 for the three elements (`npm run storybook`, `npm run build-storybook`). The stories run on the
 * in-browser sandbox.
 */
import type { StorybookConfig } from '@storybook/web-components-vite';
import { standardDecorators } from '../vite.config.js';

const config: StorybookConfig = {
  stories: ['../stories/**/*.stories.ts'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y'],
  framework: { name: '@storybook/web-components-vite', options: {} },
  core: { disableTelemetry: true },
  // Explicitly, whichever Vite config file Storybook finds: the elements' standard decorators need lowering.
  async viteFinal(config) {
    return { ...config, plugins: [standardDecorators(), ...(config.plugins ?? [])] };
  },
};

export default config;

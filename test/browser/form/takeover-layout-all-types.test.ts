/** "Every field type" keeps every field where it was when `<parley-form>` takes its hosted page over (390×844). */
import { expectFieldsStill } from './takeover-layout.js';

describe('<parley-form> takeover of "Every field type"', () => {
  it('moves no field by more than 1 px, the colour input as wide, its value spelled out beside it', () =>
    expectFieldsStill('Every field type', 'takeover-all-types', (root) => {
      const color = root.querySelector<HTMLInputElement>('#f-favorite_color')!;
      return {
        width: Math.round(color.getBoundingClientRect().width),
        value: color.parentElement!.querySelector('output')?.textContent?.trim(),
      };
    }));
});

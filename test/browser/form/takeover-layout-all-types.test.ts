/** "Every field type" keeps every field where it was when `<parley-form>` takes its hosted page over (390×844). */
import { expectFieldsStill } from './takeover-layout.js';

describe('<parley-form> takeover of "Every field type"', () => {
  it('moves no field by more than 1 px, the colour input as wide', () =>
    expectFieldsStill('Every field type', 'takeover-all-types', (root) => ({
      width: Math.round(root.querySelector<HTMLInputElement>('#f-favorite_color')!.getBoundingClientRect().width),
    })));
});

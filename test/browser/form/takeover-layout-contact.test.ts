/** "Contact us" keeps every field where it was when `<parley-form>` takes its hosted page over (390×844). */
import { expectFieldsStill } from './takeover-layout.js';

describe('<parley-form> takeover of "Contact us"', () => {
  it('moves no field by more than 1 px', () => expectFieldsStill('Contact us', 'takeover-contact'));
});

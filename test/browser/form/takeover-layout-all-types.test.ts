/** "Every field type" keeps every field where it was when `<parley-form>` takes its hosted page over (390×844). */
import { expectFieldsStill } from './takeover-layout.js';

/** What a person sees of a field: the text and the controls laid out (what is not laid out is not seen). */
function shown(root: Document | ShadowRoot, key: string) {
  const field = root.querySelector(`#f-${key}`)!.closest('.pf-field, [part=field]') as HTMLElement;
  const laidOut = [...field.querySelectorAll<HTMLElement>('input, select, p, span')].filter(
    (el) => el.getClientRects().length && !el.closest('label'),
  );
  return laidOut.map((el) => el.localName + (el instanceof HTMLInputElement ? `[${el.type}]` : ''));
}

describe('<parley-form> takeover of "Every field type"', () => {
  it('moves no field by more than 1 px, the colour input as wide', () =>
    expectFieldsStill('Every field type', 'takeover-all-types', (root) => ({
      width: Math.round(root.querySelector<HTMLInputElement>('#f-favorite_color')!.getBoundingClientRect().width),
      // What only a page without scripts shows (how a phone number is read, a slider's number box, the zone said in
      // words) is not laid out on a page that will be taken over: the element shows none of it.
      phoneHelp: shown(root, 'phone').filter((name) => name === 'p'),
      budget: shown(root, 'budget').filter((name) => name.startsWith('input')),
      meetingHelp: !!root.querySelector('#f-meeting-help')?.getClientRects().length,
    })));
});

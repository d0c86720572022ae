/**
 * The service's English words for what `field-rules.ts` finds wrong with a field's value: the messages of its 400
 * bodies and stored errors. Apart from the rules so that the element, which words issues in the person's language
 * (`forms/errors.ts`), carries none of them; `schemas/forms.ts` adds them when it builds the service's schema.
 * `test/node/schemas/field-rules.test.ts` checks every message against zod's statement of the rules.
 */
import type { BoundsAt, Field } from '../schemas/forms.js';
import type { ValueIssue } from './field-rules.js';
import { resolveBound } from './form-logic.js';

/** The names an address's parts have in the words about their length. */
const ADDRESS_PART_NAMES: Record<string, string> = {
  line1: 'Address line 1',
  line2: 'Address line 2',
  city: 'City',
  region: 'Region',
  postalCode: 'Postal code',
  formatted: 'Formatted address',
  placeId: 'placeId',
};

/**
 * The words for `issue`, found in a value of `field` judged at `at`; `undefined` where zod words the issue itself
 * (a wrong type, a datetime that is not one, an integer out of the safe range): the service's locale then does.
 */
export function serviceWords(field: Field, issue: ValueIssue, at: BoundsAt = {}): string | undefined {
  const { code } = issue;
  if (code === 'invalid_type' || issue.origin === 'int' || issue.format === 'datetime') return undefined;
  const atMost = code === 'too_big';
  switch (field.type) {
    case 'text':
    case 'textarea':
      return atMost ? `At most ${issue.maximum} characters` : `At least ${issue.minimum} characters`;
    case 'email':
      return atMost ? 'At most 254 characters' : 'Enter an email address such as name@example.com';
    case 'url':
      return atMost ? 'URLs are at most 2048 characters' : 'Must be an absolute http or https URL';
    case 'phone':
      return 'Must be an E.164 phone number such as +14155550123';
    case 'number':
    case 'range':
      return code === 'too_small'
        ? `Must be at least ${field.min}`
        : atMost
          ? `Must be at most ${field.max}`
          : `Must be in steps of ${field.step}`;
    case 'rating':
      return atMost ? `At most ${issue.maximum}` : 'Choose a rating';
    case 'date':
    case 'time':
    case 'datetime': {
      if (!issue.bound) return field.type === 'date' ? 'Must be a date as YYYY-MM-DD' : 'Must be a time as HH:MM';
      const bound = resolveBound(
        field.type,
        field[issue.bound],
        issue.bound,
        at.now ?? new Date(),
        at.zone ?? 'service',
      );
      const after = issue.bound === 'min';
      const words = field.type === 'time' ? ['At or after', 'At or before'] : ['On or after', 'On or before'];
      return `${after ? words[0] : words[1]} ${bound}`;
    }
    case 'color':
      return 'Must be a colour such as #1a2b3c';
    case 'select':
    case 'radio':
      return 'Choose one of the options';
    case 'checkbox':
      return code === 'invalid_value'
        ? 'Choose from the options'
        : code === 'custom'
          ? 'Each option at most once'
          : atMost
            ? `Choose at most ${issue.maximum}`
            : `Choose at least ${issue.minimum}`;
    case 'address':
      return addressWords(issue);
  }
}

/** The words for an issue in an address (a field's answer, a place). */
export function addressWords(issue: ValueIssue): string {
  const part = String(issue.path[0]);
  if (part === 'country') return 'Must be an ISO 3166-1 alpha-2 country code such as US';
  const name = ADDRESS_PART_NAMES[part];
  if (issue.code !== 'too_big') return `${name} is required`;
  // The two parts an address needs say "is"; the others, optional, "must be".
  return `${name} ${part === 'line1' || part === 'city' ? 'is' : 'must be'} at most ${issue.maximum} characters`;
}

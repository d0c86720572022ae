import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import '../../../src/schemas/english.js';
import {
  FIELD_TYPES,
  Field,
  Fields,
  FormCreateRequest,
  FormSendRequest,
  FormUpdateRequest,
  formDataSchema,
  submissionFieldsSnapshot,
  type Field as FieldT,
} from '../../../src/schemas/forms.js';

const options = [
  { value: 'a', label: 'A' },
  { value: 'b', label: 'B' },
  { value: 'c', label: 'C' },
];
const address = { line1: '1 Main St', city: 'Springfield', country: 'US', formatted: '1 Main St, Springfield, US' };
const every: FieldT[] = [
  { key: 'text', label: 'Text', type: 'text', maxLength: 5 },
  { key: 'textarea', label: 'Textarea', type: 'textarea' },
  { key: 'email', label: 'Email', type: 'email' },
  { key: 'url', label: 'URL', type: 'url' },
  { key: 'phone', label: 'Phone', type: 'phone' },
  { key: 'number', label: 'Number', type: 'number', min: 1, max: 10 },
  { key: 'range', label: 'Range', type: 'range', min: 0, max: 100, step: 5 },
  { key: 'rating', label: 'Rating', type: 'rating', max: 5 },
  { key: 'date', label: 'Date', type: 'date', min: '2026-01-01' },
  { key: 'time', label: 'Time', type: 'time' },
  { key: 'datetime', label: 'Datetime', type: 'datetime' },
  { key: 'color', label: 'Color', type: 'color' },
  { key: 'select', label: 'Select', type: 'select', options },
  { key: 'radio', label: 'Radio', type: 'radio', options },
  { key: 'checkbox', label: 'Checkbox', type: 'checkbox', options, minSelected: 1, maxSelected: 2 },
  { key: 'address', label: 'Address', type: 'address' },
];
const good = {
  text: 'hello',
  textarea: 'long\ntext',
  email: 'ada@example.com',
  url: 'https://example.com',
  phone: '+14155550123',
  number: 10,
  range: 35,
  rating: 5,
  date: '2026-02-28',
  time: '23:59',
  datetime: '2026-11-21T10:00:00+01:00',
  color: '#1a2b3c',
  select: 'a',
  radio: 'b',
  checkbox: ['a', 'c'],
  address,
};

describe('form fields', () => {
  test('all 16 types are defined and parse', () => {
    assert.equal(FIELD_TYPES.length, 16);
    assert.deepEqual(
      every.map((f) => f.type),
      [...FIELD_TYPES],
    );
    assert.ok(Fields.safeParse(every).success);
  });
  test('keys follow ^[A-Za-z][A-Za-z0-9_]*$ and are unique', () => {
    assert.equal(Field.safeParse({ key: '1abc', label: 'x', type: 'text' }).success, false);
    assert.equal(Field.safeParse({ key: 'a-b', label: 'x', type: 'text' }).success, false);
    const dup = Fields.safeParse([
      { key: 'a', label: 'A', type: 'text' },
      { key: 'a', label: 'B', type: 'email' },
    ]);
    assert.deepEqual(
      dup.error?.issues.map((i) => i.message),
      ['Duplicate field key "a"'],
    );
  });
  test('choice fields need unique options; unknown types are refused', () => {
    assert.equal(Field.safeParse({ key: 's', label: 'S', type: 'select', options: [] }).success, false);
    assert.equal(
      Field.safeParse({ key: 's', label: 'S', type: 'select', options: [options[0], options[0]] }).success,
      false,
    );
    assert.equal(Field.safeParse({ key: 's', label: 'S', type: 'slider' }).success, false);
  });
});

describe('answers', () => {
  const schema = formDataSchema(every);
  test('a value of every type passes', () => {
    const result = schema.safeParse(good);
    assert.ok(result.success, JSON.stringify(result.error?.issues));
  });
  const bad: [string, unknown, RegExp][] = [
    ['text', 'toolong', /At most 5 characters/],
    ['email', 'not-an-email', /email address/],
    ['url', 'javascript:alert(1)', /http or https/],
    ['phone', '(415) 555-0123', /E\.164/],
    ['number', 11, /at most 10/],
    ['number', 0, /at least 1/],
    ['range', 33, /steps of 5/],
    ['rating', 6, /At most 5/],
    ['rating', 0, /Choose a rating/],
    ['date', '2025-12-31', /On or after 2026-01-01/],
    ['date', '2026-02-30', /YYYY-MM-DD/],
    ['time', '24:00', /HH:MM/],
    ['datetime', '2026-11-21T10:00:00', /Invalid/],
    ['color', 'red', /colour/],
    ['select', 'z', /Choose one of the options/],
    ['checkbox', ['a', 'b', 'c'], /Choose at most 2/],
    ['checkbox', ['a', 'a'], /at most once/],
    ['address', { ...address, country: 'usa' }, /ISO 3166/],
  ];
  for (const [key, value, message] of bad) {
    test(`${key} refuses ${JSON.stringify(value)}`, () => {
      const result = schema.safeParse({ ...good, [key]: value });
      assert.equal(result.success, false);
      const issue = result.error!.issues.find((i) => i.path[0] === key);
      assert.ok(issue, `an issue on ${key}`);
      assert.match(issue!.message, message);
    });
  }
  test('required fields: missing, empty string and empty array are "This field is required"', () => {
    const required = formDataSchema([
      { key: 'name', label: 'Name', type: 'text', required: true },
      { key: 'tags', label: 'Tags', type: 'checkbox', options, required: true },
      { key: 'note', label: 'Note', type: 'text' },
    ]);
    for (const data of [{}, { name: '', tags: [] }]) {
      const messages = required
        .safeParse(data)
        .error!.issues.map((i) => `${i.path.join('.')}: ${i.message}`)
        .sort();
      assert.deepEqual(messages, ['name: This field is required', 'tags: This field is required']);
    }
    assert.ok(required.safeParse({ name: 'Ada', tags: ['a'] }).success);
  });
  test('unknown keys are refused', () => {
    assert.equal(schema.safeParse({ ...good, injected: 'x' }).success, false);
  });
  test('the submission snapshot lists answered fields with key, label, type, value', () => {
    assert.deepEqual(submissionFieldsSnapshot(every.slice(0, 3), { text: 'hi', email: 'a@b.co' }), [
      { key: 'text', label: 'Text', type: 'text', value: 'hi' },
      { key: 'email', label: 'Email', type: 'email', value: 'a@b.co' },
    ]);
  });
});

describe('forms/send', () => {
  test('exactly one of form_id or form', () => {
    assert.ok(FormSendRequest.safeParse({ form_id: 'form_1', from: 'agent_acme', to: '+14155550123' }).success);
    assert.equal(FormSendRequest.safeParse({ from: 'agent_acme' }).success, false);
    assert.equal(
      FormSendRequest.safeParse({ form_id: 'f', form: { name: 'x', fields: every }, from: 'agent_acme' }).success,
      false,
    );
  });
});

describe('form names', () => {
  /** `path: message` of each issue a parse reports. */
  const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
    result.success ? [] : result.error!.issues.map((i) => `${i.path.map(String).join('.')}: ${i.message}`);
  const fields = [{ key: 'a', label: 'A', type: 'text' }];

  test('a name of whitespace only is blank: create, update and /forms/send {form} refuse it at name', () => {
    for (const name of [' ', '   ', '\t', '\n', '\t \r\n', '\u00a0', '\u2003', '\ufeff']) {
      const said = JSON.stringify(name);
      assert.deepEqual(issues(FormCreateRequest.safeParse({ name, fields })), ['name: name must not be blank'], said);
      assert.deepEqual(issues(FormUpdateRequest.safeParse({ name })), ['name: name must not be blank'], said);
      assert.deepEqual(
        issues(FormSendRequest.safeParse({ form: { name, fields }, from: 'agent_acme' })),
        ['form.name: name must not be blank'],
        said,
      );
    }
  });
  test('an empty name is "A form needs a name" alone; a name with spaces around words is a name', () => {
    assert.deepEqual(issues(FormCreateRequest.safeParse({ name: '', fields })), ['name: A form needs a name']);
    assert.deepEqual(issues(FormUpdateRequest.safeParse({ name: '' })), ['name: A form needs a name']);
    for (const name of ['x', ' Survey ', '\tQ3 feedback\n', 'a'.padStart(200, ' ')]) {
      assert.deepEqual(issues(FormCreateRequest.safeParse({ name, fields })), [], JSON.stringify(name));
      assert.deepEqual(issues(FormUpdateRequest.safeParse({ name })), [], JSON.stringify(name));
    }
    assert.deepEqual(issues(FormUpdateRequest.safeParse({})), [], 'an update without name');
  });
  test("a blank name is listed with the body's other issues", () => {
    assert.deepEqual(issues(FormCreateRequest.safeParse({ name: ' ', fields: [] })), [
      'name: name must not be blank',
      'fields: A form needs at least one field',
    ]);
    assert.deepEqual(issues(FormUpdateRequest.safeParse({ name: ' ', title: 'T'.repeat(201) })), [
      'name: name must not be blank',
      'title: title must be at most 200 characters',
    ]);
  });
});

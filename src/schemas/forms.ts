/**
 * Hosted forms (spec: Form, Form submission, FORM.SUBMISSION; DESIGN §3 Forms). The forms family is snake_case on
 * the wire (`can_update`, `submitted_at`). Field definitions are ours (the spec does not show them).
 */
import {
  COUNTRY_PATTERN,
  DATE_PATTERN,
  HEX_COLOR_PATTERN,
  TIME_PATTERN,
  addressIssues,
  addressParts,
  fieldValueIssues,
  isRealDate,
  type Address as AddressValue,
  type ValueIssue,
} from '../core/field-rules.js';
import { addressWords, serviceWords } from '../core/field-rule-words.js';
import { CONDITION_OPS, NOW, TODAY, conditionProblems, type BoundZone } from '../core/form-logic.js';
import { HttpUrl, Id, PhoneNumber, SenderId, Timestamp, listShape, maxCharacters } from './common.js';
import { ResolvedTheme, Theme, ThemeOverride } from './theme.js';
import * as z from './zod.js';

export const FIELD_TYPES = [
  'text',
  'textarea',
  'email',
  'url',
  'phone',
  'number',
  'range',
  'rating',
  'date',
  'time',
  'datetime',
  'color',
  'select',
  'radio',
  'checkbox',
  'address',
] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

export const FIELD_KEY_PATTERN = /^[A-Za-z][A-Za-z0-9_]*$/;
export const MAX_FIELDS = 200;
export const MAX_OPTIONS = 200;

/** Browser autofill tokens a field may ask for (a safe subset of the HTML autocomplete tokens). */
export const AUTOCOMPLETE_TOKENS = [
  'off',
  'name',
  'given-name',
  'family-name',
  'nickname',
  'email',
  'tel',
  'organization',
  'organization-title',
  'street-address',
  'address-line1',
  'address-line2',
  'address-level1',
  'address-level2',
  'postal-code',
  'country',
  'country-name',
  'bday',
  'sex',
  'url',
  'username',
  'language',
] as const;

export { COUNTRY_PATTERN, DATE_PATTERN, HEX_COLOR_PATTERN, TIME_PATTERN };

/**
 * A zod schema that judges with the zod-free rules (`core/field-rules.ts`, their one statement, which the element
 * runs without zod): their issues in the service's words (`core/field-rule-words.ts`; zod's locale's where those
 * leave them to it), and `output`'s value when there are none.
 */
function fromRules<T>(
  issues: (value: unknown) => ValueIssue[],
  words: (issue: ValueIssue) => string | undefined,
  output: (value: unknown) => T,
) {
  return z.pipe(
    z.unknown().check(
      z.superRefine((value, ctx) => {
        for (const issue of issues(value)) {
          const message = words(issue);
          ctx.issues.push((message === undefined ? issue : { ...issue, message }) as z.core.$ZodRawIssue);
        }
      }),
    ),
    z.transform(output),
  );
}

const text = (maxLen: number, what: string) => z.string().check(maxCharacters(maxLen, what));
const DateString = z.string().check(z.refine(isRealDate, 'Must be a date as YYYY-MM-DD'));
const TimeString = z.string().check(z.regex(TIME_PATTERN, 'Must be a time as HH:MM'));
/** A bound of a date, time or datetime field: a value of its format, or `"today"` / `"now"` (DESIGN §11). */
const DateBound = z.union([z.literal(TODAY), DateString]);
const TimeBound = z.union([z.literal(NOW), TimeString]);
const Country = z.string().check(z.regex(COUNTRY_PATTERN, 'Must be an ISO 3166-1 alpha-2 country code such as US'));

const ConditionValue = z.union([
  z.string().check(maxCharacters(200, 'A condition value', 'is')),
  z.number(),
  z.boolean(),
]);
/** `{field, op, value?}` (DESIGN §11): `field` is an earlier field's key; `answered` / `unanswered` take no value. */
export const Condition = z.object({
  field: z.string(),
  op: z.enum(CONDITION_OPS, `op must be one of ${CONDITION_OPS.join(', ')}`),
  value: z.optional(
    z.union([
      ConditionValue,
      z.array(ConditionValue).check(z.maxLength(200, 'A condition list has at most 200 values')),
    ]),
  ),
});
export type Condition = z.infer<typeof Condition>;
const Conditions = z
  .array(Condition)
  .check(
    z.minLength(1, 'A condition group needs at least one condition'),
    z.maxLength(20, 'A condition group has at most 20 conditions'),
  );
/** Shown when every `all` condition and (if given) one of the `any` conditions hold. */
export const ShowWhen = z
  .object({ all: z.optional(Conditions), any: z.optional(Conditions) })
  .check(z.refine((w) => w.all !== undefined || w.any !== undefined, 'showWhen needs all or any'));
export type ShowWhen = z.infer<typeof ShowWhen>;

const fieldBase = {
  /** Shown (and validated, and stored) only when these conditions on earlier answers hold. */
  showWhen: z.optional(ShowWhen),
  /** Never shown: its value comes from prefill and is submitted as given. */
  hidden: z.optional(z.boolean()),
  key: z
    .string()
    .check(
      z.regex(FIELD_KEY_PATTERN, 'A field key starts with a letter and has only letters, digits and _'),
      z.maxLength(64, 'A field key is at most 64 characters'),
    ),
  label: z.string().check(z.minLength(1, 'A field needs a label'), maxCharacters(200, 'A label', 'is')),
  required: z.optional(z.boolean()),
  placeholder: z.optional(text(200, 'placeholder')),
  help: z.optional(text(500, 'help')),
};

export const FieldOption = z.object({
  value: z
    .string()
    .check(z.minLength(1, 'An option value must not be empty'), maxCharacters(200, 'An option value', 'is')),
  label: z.string().check(z.minLength(1, 'An option needs a label'), maxCharacters(200, 'An option label', 'is')),
});
export type FieldOption = z.infer<typeof FieldOption>;
const Options = z.array(FieldOption).check(
  z.minLength(1, 'A choice field needs at least one option'),
  z.maxLength(MAX_OPTIONS, `A choice field has at most ${MAX_OPTIONS} options`),
  z.refine((options) => new Set(options.map((o) => o.value)).size === options.length, 'Option values must be unique'),
);

const lengthOptions = {
  minLength: z.optional(z.int().check(z.gte(0), z.lte(10_000))),
  maxLength: z.optional(z.int().check(z.gte(1), z.lte(10_000))),
  autocomplete: z.optional(z.enum(AUTOCOMPLETE_TOKENS)),
};
const numberOptions = {
  min: z.optional(z.number()),
  max: z.optional(z.number()),
  step: z.optional(z.number().check(z.gt(0))),
};

/** A postal address; its rules are `core/field-rules.ts`'s (an address field's answer meets the same). */
export const Address = fromRules(addressIssues, addressWords, addressParts);
export type Address = AddressValue;

export const Field = z.discriminatedUnion('type', [
  z.object({ ...fieldBase, type: z.literal('text'), default: z.optional(z.string()), ...lengthOptions }),
  z.object({
    ...fieldBase,
    type: z.literal('textarea'),
    default: z.optional(z.string()),
    ...lengthOptions,
    rows: z.optional(z.int().check(z.gte(2), z.lte(20))),
  }),
  z.object({ ...fieldBase, type: z.literal('email'), default: z.optional(z.string()) }),
  z.object({ ...fieldBase, type: z.literal('url'), default: z.optional(z.string()) }),
  z.object({
    ...fieldBase,
    type: z.literal('phone'),
    default: z.optional(PhoneNumber),
    defaultCountry: z.optional(Country),
  }),
  z.object({ ...fieldBase, type: z.literal('number'), default: z.optional(z.number()), ...numberOptions }),
  z.object({
    ...fieldBase,
    type: z.literal('range'),
    default: z.optional(z.number()),
    min: z.number(),
    max: z.number(),
    step: z.optional(z.number().check(z.gt(0))),
  }),
  z.object({
    ...fieldBase,
    type: z.literal('rating'),
    default: z.optional(z.int()),
    max: z.optional(z.int().check(z.gte(3), z.lte(10))),
  }),
  z.object({
    ...fieldBase,
    type: z.literal('date'),
    default: z.optional(DateString),
    min: z.optional(DateBound),
    max: z.optional(DateBound),
  }),
  z.object({
    ...fieldBase,
    type: z.literal('time'),
    default: z.optional(TimeString),
    min: z.optional(TimeBound),
    max: z.optional(TimeBound),
  }),
  z.object({
    ...fieldBase,
    type: z.literal('datetime'),
    default: z.optional(Timestamp),
    min: z.optional(z.union([z.literal(NOW), Timestamp])),
    max: z.optional(z.union([z.literal(NOW), Timestamp])),
  }),
  z.object({
    ...fieldBase,
    type: z.literal('color'),
    default: z.optional(z.string().check(z.regex(HEX_COLOR_PATTERN))),
  }),
  z.object({ ...fieldBase, type: z.literal('select'), default: z.optional(z.string()), options: Options }),
  z.object({ ...fieldBase, type: z.literal('radio'), default: z.optional(z.string()), options: Options }),
  z.object({
    ...fieldBase,
    type: z.literal('checkbox'),
    default: z.optional(z.array(z.string())),
    options: Options,
    minSelected: z.optional(z.int().check(z.gte(0))),
    maxSelected: z.optional(z.int().check(z.gte(1))),
  }),
  z.object({ ...fieldBase, type: z.literal('address'), default: z.optional(Address), country: z.optional(Country) }),
]);
export type Field = z.infer<typeof Field>;
export type FieldOf<T extends FieldType> = Extract<Field, { type: T }>;

export const Fields = z.array(Field).check(
  z.minLength(1, 'A form needs at least one field'),
  z.maxLength(MAX_FIELDS, `A form has at most ${MAX_FIELDS} fields`),
  z.superRefine((fields, ctx) => {
    const seen = new Set<string>();
    fields.forEach((field, index) => {
      if (seen.has(field.key))
        ctx.issues.push({
          code: 'custom',
          message: `Duplicate field key "${field.key}"`,
          path: [index, 'key'],
          input: fields,
        });
      seen.add(field.key);
      const range = field as { min?: unknown; max?: unknown };
      if (typeof range.min === 'number' && typeof range.max === 'number' && range.min > range.max) {
        ctx.issues.push({ code: 'custom', message: 'min must not exceed max', path: [index, 'min'], input: fields });
      }
    });
    for (const problem of conditionProblems(fields)) {
      ctx.issues.push({
        code: 'custom',
        message: problem.message,
        path: [problem.index, ...problem.path],
        input: fields,
      });
    }
  }),
);

// ---------------------------------------------------------------- the form resource

export const Form = z.object({
  id: Id,
  url: z.string(),
  name: z.string(),
  title: z.nullable(z.string()),
  description: z.nullable(z.string()),
  fields: z.array(Field),
  can_update: z.boolean(),
  theme_override: ThemeOverride,
  submission_count: z.int(),
  last_submitted_at: z.nullable(Timestamp),
  /** The sender that delivers this form (set on create, or by the latest `/forms/send`). Ours; not in the spec. */
  sender: z.nullable(z.string()),
  created_at: Timestamp,
  updated_at: Timestamp,
});
export type Form = z.infer<typeof Form>;

/**
 * A form's name heads its page and names it in every list: spaces alone name nothing ("name must not be blank", as an
 * audience's name). An empty name is "A form needs a name" alone. Create, update and `/forms/send {form}` share it.
 */
const FormName = z.string().check(
  z.minLength(1, 'A form needs a name'),
  maxCharacters(200, 'name', 'is'),
  z.refine((value) => value === '' || value.trim() !== '', 'name must not be blank'),
);

export const FormCreateRequest = z.object({
  name: FormName,
  title: z.optional(text(200, 'title')),
  description: z.optional(text(2000, 'description')),
  fields: Fields,
  can_update: z.optional(z.boolean()),
  theme_override: z.optional(ThemeOverride),
  sender: z.optional(SenderId),
});
export type FormCreateRequest = z.infer<typeof FormCreateRequest>;

export const FormUpdateRequest = z.partial(FormCreateRequest);
export type FormUpdateRequest = z.infer<typeof FormUpdateRequest>;

export const FormListRequest = z.object(listShape);

/** `POST /forms/send {form_id | form, from, to?, channel?, text?}`. */
export const FormSendRequest = z
  .object({
    form_id: z.optional(Id),
    form: z.optional(FormCreateRequest),
    from: SenderId,
    to: z.optional(PhoneNumber),
    channel: z.optional(z.enum(['SMS', 'RCS'])),
    text: z.optional(text(1000, 'text')),
    /** Spec, notes 1: any send operation accepts it (the message carrying the link goes out then; needs `to`). */
    scheduledTime: z.optional(Timestamp),
  })
  .check(
    z.refine((r) => (r.form_id === undefined) !== (r.form === undefined), {
      message: 'Give exactly one of form_id (reuse a form) or form (create one)',
    }),
  );
export type FormSendRequest = z.infer<typeof FormSendRequest>;

export const FormSubmissionField = z.object({
  key: z.string(),
  label: z.string(),
  type: z.string(),
  value: z.unknown(),
});

export const FormSubmission = z.object({
  id: Id,
  from: z.string(),
  to: z.nullable(z.string()),
  data: z.record(z.string(), z.unknown()),
  fields: z.array(FormSubmissionField),
  ip_address: z.string(),
  user_agent: z.string(),
  submitted_at: Timestamp,
});
export type FormSubmission = z.infer<typeof FormSubmission>;

export const FormSendResponse = z.object({
  form: Form,
  url: z.string(),
  message_id: z.optional(z.string()),
  submission: z.optional(z.object({ to: PhoneNumber })),
});
export type FormSendResponse = z.infer<typeof FormSendResponse>;

/**
 * A recipient link's unsent answers, as the form's inputs hold them (text as typed, options ticked, a rating,
 * address parts): what `PUT /forms/{id}/draft` keeps and `GET /forms/{id}/render` returns.
 */
export const FormDraft = z.object({ data: z.record(z.string(), z.unknown()), saved_at: Timestamp });
export type FormDraft = z.infer<typeof FormDraft>;

/** `PUT /forms/{id}/draft {data}`: at most 200 answers (a form's field limit), each as its inputs hold it. */
export const FormDraftRequest = z.object({
  data: z
    .record(z.string(), z.unknown())
    .check(z.refine((d) => Object.keys(d).length <= MAX_FIELDS, `A draft has at most ${MAX_FIELDS} answers`)),
});
export type FormDraftRequest = z.infer<typeof FormDraftRequest>;

/** `POST /forms/{id}/draft/link {}`: texts the recipient's own link again (answer `{to, message_id}`). */
export const FormLinkRequest = z.object({});
export const FormLinkResult = z.object({ to: z.string(), message_id: z.string() });
export type FormLinkResult = z.infer<typeof FormLinkResult>;

/** `GET /forms/{id}/render`: what the element needs, in one request. */
export const FormRender = z.object({
  form: z.object({
    id: Id,
    name: z.string(),
    title: z.nullable(z.string()),
    description: z.nullable(z.string()),
    fields: z.array(Field),
    can_update: z.boolean(),
  }),
  /** Team default ⊕ `theme_override`, already merged by the service. */
  theme: ResolvedTheme,
  /**
   * The recipient's earlier submission (with a recipient token), or null: answers to edit on a `can_update` form,
   * answers to show read-only on a one-time link.
   */
  prior: z.nullable(z.object({ data: z.record(z.string(), z.unknown()), submitted_at: Timestamp })),
  /** When this recipient (recipient token) answered, or null (DESIGN §11). */
  answered_at: z.optional(z.nullable(Timestamp)),
  recipient: z.nullable(z.object({ to: z.string() })),
  /**
   * Whether this recipient (recipient token) has already submitted. Without `can_update` the element shows
   * "already submitted" at once instead of a form whose submit would be refused (409). Ours; not in the spec.
   */
  submitted: z.boolean(),
  /**
   * The unsent answers of this recipient link (recipient token), saved by `PUT /forms/{id}/draft` as the recipient
   * typed, or null: a reload or another device resumes them (DESIGN §15). Ours; not in the spec.
   */
  draft: z.optional(z.nullable(FormDraft)),
});
export type FormRender = z.infer<typeof FormRender>;

export const FormSubmitRequest = z.object({ data: z.record(z.string(), z.unknown()) });
export type FormSubmitRequest = z.infer<typeof FormSubmitRequest>;

export const FormSubmitResult = z.object({
  submission: FormSubmission,
  /** True when this submit edited an earlier submission (`can_update`). */
  updated: z.boolean(),
  successMessage: z.nullable(z.string()),
  redirectUrl: z.nullable(HttpUrl),
});
export type FormSubmitResult = z.infer<typeof FormSubmitResult>;

export const PlacesRequest = z.object({
  query: z.string().check(z.minLength(3, 'query needs at least 3 characters'), maxCharacters(200, 'query', 'is')),
  country: z.optional(Country),
});
export type PlacesRequest = z.infer<typeof PlacesRequest>;
export const Place = z.object({ placeId: z.string(), description: z.string(), address: Address });
export type Place = z.infer<typeof Place>;
export const PlacesResponse = z.object({ data: z.array(Place) });

// ---------------------------------------------------------------- answers

/**
 * When and where date bounds are judged: `"today"` and `"now"` are exact in the element (`local`) and as loose as
 * any time zone allows in the service (`service`, the default). See `resolveBound`.
 */
export interface BoundsAt {
  now?: Date;
  zone?: BoundZone;
}

/**
 * The schema one field's value must meet: the service's, on the rules the form element judges with
 * (`fieldValueIssues`, `core/field-rules.ts`). An address comes back with its known parts only.
 */
export function fieldValueSchema(field: Field, at: BoundsAt = {}): z.ZodMiniType {
  return fromRules(
    (value) => fieldValueIssues(field, value, at),
    (issue) => serviceWords(field, issue, at),
    (value) => (field.type === 'address' ? addressParts(value) : value),
  );
}

const isBlank = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);
const Required = z.unknown().check(z.refine((v) => !isBlank(v), { message: 'This field is required', abort: true }));

/**
 * The schema of a submission's `data` for a given form: required fields must be present, optional ones may be
 * absent, unknown keys are refused (so nothing the form did not ask for is stored). `active`: the fields in play
 * (`activeKeys`); a field out of play, or `hidden` (filled by prefill, not by the person), is never required.
 */
export function formDataSchema(fields: readonly Field[], active?: ReadonlySet<string>, at: BoundsAt = {}) {
  const shape: Record<string, z.ZodMiniType> = {};
  for (const field of fields) {
    const value = fieldValueSchema(field, at);
    const required = field.required && !field.hidden && (active === undefined || active.has(field.key));
    shape[field.key] = required ? z.pipe(Required, value) : z.optional(value);
  }
  return z.strictObject(shape);
}

/**
 * A submission's answers as a record without a prototype: field keys such as `constructor` or `toString` are
 * only ever the submitter's own keys (never `Object.prototype` members), and `__proto__` is a plain (unknown) key.
 */
export function ownRecord(data: object): Record<string, unknown> {
  const out = Object.create(null) as Record<string, unknown>;
  for (const key of Object.keys(data)) out[key] = (data as Record<string, unknown>)[key];
  return out;
}

/** The spec's `fields` snapshot of a submission: `{key, label, type, value}` per answered field (own keys only). */
export function submissionFieldsSnapshot(fields: readonly Field[], data: Record<string, unknown>) {
  const answered = (key: string) => Object.hasOwn(data, key) && data[key] !== undefined;
  return fields
    .filter((f) => answered(f.key))
    .map((f) => ({ key: f.key, label: f.label, type: f.type, value: data[f.key] }));
}

export { Theme, ThemeOverride };

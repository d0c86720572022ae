/**
 * Demo forms for `npm start`, stories and manual testing: one form with every field type, a
 * contact form, a `can_update` appointment form, and four themed forms (solid, gradient, pattern and image
 * backgrounds). Called by the demo data seeding; attached to the demo senders when there are any.
 */
import { FormCreateRequest, type FormCreateRequest as FormInput } from '../schemas/forms.js';
import * as z from '../schemas/zod.js';
import type { SandboxContext } from './context.js';
import { createForm, type StoredForm } from './routes/forms.js';

const COUNTRIES = [
  { value: 'US', label: 'United States' },
  { value: 'GB', label: 'United Kingdom' },
  { value: 'ES', label: 'Spain' },
  { value: 'DE', label: 'Germany' },
  { value: 'FR', label: 'France' },
  { value: 'CA', label: 'Canada' },
];

const EVERY_FIELD: FormInput = {
  name: 'Every field type',
  title: 'Every field type',
  description: 'One of each field type, for trying the form element.',
  fields: [
    { key: 'full_name', label: 'Full name', type: 'text', required: true, autocomplete: 'name', maxLength: 120 },
    { key: 'bio', label: 'About you', type: 'textarea', rows: 4, maxLength: 1000, help: 'A few sentences.' },
    { key: 'email', label: 'Email', type: 'email', required: true, placeholder: 'name@example.com' },
    { key: 'website', label: 'Website', type: 'url', placeholder: 'https://' },
    { key: 'phone', label: 'Mobile number', type: 'phone', defaultCountry: 'US' },
    { key: 'guests', label: 'Guests', type: 'number', min: 0, max: 20, step: 1, default: 1 },
    { key: 'budget', label: 'Budget (USD)', type: 'range', min: 0, max: 5000, step: 100, default: 1000 },
    { key: 'satisfaction', label: 'How satisfied are you?', type: 'rating', max: 5 },
    { key: 'start_date', label: 'Start date', type: 'date', min: '2024-01-01' },
    { key: 'call_time', label: 'Best time to call', type: 'time', min: '08:00', max: '20:00' },
    { key: 'meeting', label: 'Meeting', type: 'datetime' },
    { key: 'favorite_color', label: 'Favorite color', type: 'color', default: '#4f46e5' },
    { key: 'country', label: 'Country', type: 'select', options: COUNTRIES },
    {
      key: 'contact_method',
      label: 'Preferred contact',
      type: 'radio',
      required: true,
      options: [
        { value: 'sms', label: 'SMS' },
        { value: 'rcs', label: 'RCS chat' },
        { value: 'email', label: 'Email' },
      ],
    },
    {
      key: 'interests',
      label: 'Interests',
      type: 'checkbox',
      maxSelected: 3,
      options: [
        { value: 'product', label: 'Product news' },
        { value: 'events', label: 'Events' },
        { value: 'offers', label: 'Offers' },
        { value: 'research', label: 'User research' },
      ],
    },
    { key: 'address', label: 'Address', type: 'address', help: 'Where we can send you a thank-you card.' },
  ],
};

const CONTACT: FormInput = {
  name: 'Contact us',
  title: 'Contact us',
  description: 'We usually answer within one business day.',
  fields: [
    { key: 'name', label: 'Name', type: 'text', required: true, autocomplete: 'name' },
    { key: 'email', label: 'Email', type: 'email', required: true },
    { key: 'phone', label: 'Phone', type: 'phone', defaultCountry: 'US' },
    {
      key: 'topic',
      label: 'Topic',
      type: 'select',
      required: true,
      options: [
        { value: 'sales', label: 'Sales' },
        { value: 'support', label: 'Support' },
        { value: 'billing', label: 'Billing' },
      ],
    },
    { key: 'message', label: 'Message', type: 'textarea', required: true, minLength: 10, maxLength: 2000 },
  ],
  theme_override: { submitLabel: 'Send message', successMessage: 'Thanks! We will be in touch soon.' },
};

const APPOINTMENT: FormInput = {
  name: 'Appointment booking',
  title: 'Book your appointment',
  description: 'You can reopen this link to change your booking.',
  can_update: true,
  fields: [
    { key: 'name', label: 'Name', type: 'text', required: true, autocomplete: 'name' },
    { key: 'day', label: 'Day', type: 'date', required: true },
    { key: 'time', label: 'Time', type: 'time', required: true, min: '09:00', max: '17:30' },
    {
      key: 'service',
      label: 'Service',
      type: 'radio',
      required: true,
      options: [
        { value: 'consultation', label: 'Consultation (30 min)' },
        { value: 'fitting', label: 'Fitting (60 min)' },
      ],
    },
    { key: 'notes', label: 'Anything we should know?', type: 'textarea', rows: 3 },
  ],
  theme_override: { submitLabel: 'Book', successMessage: 'Booked. Open the link again to change it.' },
};

const FEEDBACK_FIELDS: FormInput['fields'] = [
  { key: 'rating', label: 'How was your visit?', type: 'rating', required: true },
  { key: 'comment', label: 'Tell us more', type: 'textarea' },
];

const THEMED: FormInput[] = [
  {
    name: 'Feedback (solid background)',
    title: 'How did we do?',
    fields: FEEDBACK_FIELDS,
    theme_override: {
      colors: { primary: '#0f766e', background: '#f0fdfa' },
      background: { type: 'solid', color: '#f0fdfa' },
      fontFamily: 'Inter',
      cornerRadius: 12,
    },
  },
  {
    name: 'Event RSVP (gradient background)',
    title: 'Launch party RSVP',
    fields: [
      { key: 'name', label: 'Name', type: 'text', required: true },
      {
        key: 'attending',
        label: 'Attending?',
        type: 'radio',
        required: true,
        options: [
          { value: 'yes', label: 'Yes' },
          { value: 'no', label: 'No' },
        ],
      },
      // Asked only of those coming (DESIGN §11): without scripts, the hosted page asks it on a second page.
      {
        key: 'plus_ones',
        label: 'Plus ones',
        type: 'number',
        min: 0,
        max: 3,
        showWhen: { all: [{ field: 'attending', op: 'eq', value: 'yes' }] },
      },
    ],
    theme_override: {
      colors: { primary: '#be185d' },
      background: {
        type: 'gradient',
        angle: 135,
        stops: [
          { color: '#fdf2f8', at: 0 },
          { color: '#ede9fe', at: 100 },
        ],
      },
      fontFamily: 'Poppins',
      cornerRadius: 16,
      submitLabel: 'RSVP',
    },
  },
  {
    name: 'Newsletter (pattern background)',
    title: 'Join the newsletter',
    fields: [
      { key: 'email', label: 'Email', type: 'email', required: true },
      {
        key: 'topics',
        label: 'Topics',
        type: 'checkbox',
        options: [
          { value: 'releases', label: 'Releases' },
          { value: 'tips', label: 'Tips' },
        ],
      },
    ],
    theme_override: {
      background: { type: 'pattern', pattern: 'dots', color: '#c7d2fe', backgroundColor: '#eef2ff' },
      cornerRadius: 4,
      submitLabel: 'Subscribe',
    },
  },
  {
    name: 'Beach cleanup sign-up (image background)',
    title: 'Beach cleanup: sign up',
    fields: [
      { key: 'name', label: 'Name', type: 'text', required: true },
      { key: 'phone', label: 'Mobile number', type: 'phone', required: true, defaultCountry: 'US' },
      { key: 'date', label: 'Date', type: 'date', required: true },
    ],
    theme_override: {
      colors: { primary: '#0369a1' },
      background: {
        type: 'image',
        url: 'https://images.unsplash.com/photo-1507525428034-b723cf961d3e?w=1600&q=80',
        fit: 'cover',
        overlay: 'rgba(15, 23, 42, 0.35)',
      },
      fontFamily: 'Georgia',
      redirectUrl: 'https://example.com/thanks',
    },
  },
];

/** Every demo form, in creation order (exported for tests: each must pass the create schema). */
export const DEMO_FORMS: readonly FormInput[] = [EVERY_FIELD, CONTACT, APPOINTMENT, ...THEMED];

/**
 * Creates the demo forms. RCS-flavoured forms go to the first demo RCS agent, the others to the first demo phone
 * number; with no senders in the store they are created with `sender: null`.
 */
export function seedDemoForms(context: SandboxContext): StoredForm[] {
  const senders = Object.values(context.store.data.senders);
  const agent = senders.find((s) => s.type === 'rcs_agent')?.id;
  const phone = senders.find((s) => s.type === 'phone')?.id;
  return DEMO_FORMS.map((input, index) => {
    const sender = (index % 2 === 0 ? (agent ?? phone) : (phone ?? agent)) ?? undefined;
    // Parsing catches a demo definition that drifted from the schema at start-up rather than in a browser.
    const parsed = z.parse(FormCreateRequest, sender ? { ...input, sender } : input);
    return createForm(context, parsed);
  });
}

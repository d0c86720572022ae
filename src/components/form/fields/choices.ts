/**
 * Groups of options and of stars as native controls in a `fieldset` (the radio, checkbox and rating types): apart
 * from `common.ts`, so that the forms' common types, which travel with every form's `ready` chunk, carry none of it.
 */
import { css, html, nothing, type TemplateResult } from 'lit';
import { own } from '../own.js';
import { describedBy, error, fid, help, invalid, marker, type ChoiceField, type FieldView } from './common.js';

/**
 * The `fieldset` shell of a group of native radios or checkboxes (arrow keys, Space and group semantics come from
 * the platform); the group's help is its description, errors are on each control. `spoken`: the required marker is
 * also said (a group has no `required` state of its own).
 */
export function group(view: FieldView, body: TemplateResult, className = 'choices', spoken = false): TemplateResult {
  return html`<fieldset part="group" aria-describedby=${describedBy({ ...view, errors: {} })}>
      <legend part="label"><span dir="auto">${view.field.label}</span>${marker(view, spoken)}</legend>
      ${help(view)}
      <div class=${className}>${body}</div>
      ${error(view)}
    </fieldset>`;
}

/** The native control of each option of a choice group: its `<input type>` (a radio or a checkbox). */
export interface ChoiceInput {
  type: string;
  /** Set on each control: a radio group is required through its radios. */
  required?: boolean;
}

/**
 * A choice group's options as native controls: one radio or checkbox per option in a `.choice` label (the first
 * carries the field's id, for the error summary's focus; each points at the field's error when one shows; Enter
 * moves on in the `steps` layout). `chosen`: which are selected.
 */
export function choiceControls(
  view: FieldView<ChoiceField>,
  chosen: (value: string) => boolean,
  input: ChoiceInput,
): TemplateResult[] {
  const { field } = view;
  const described = own(view.errors, field.key) ? fid(field.key, 'err') : nothing;
  return field.options.map(
    (o, i) => html`<label class="choice" part="choice">
      <input
        type=${input.type}
        id=${i === 0 ? fid(field.key) : nothing}
        name=${field.key}
        data-k=${field.key}
        data-enter="next"
        value=${o.value}
        .checked=${chosen(o.value)}
        ?required=${!!input.required}
        aria-invalid=${invalid(view)}
        aria-describedby=${described}
      /><span dir="auto">${o.label}</span></label>`,
  );
}

/** The radio and checkbox groups' layout. */
export const choiceStyles = css`
  .choices {
    display: grid;
    gap: 0.3em;
  }
  .choice {
    display: flex;
    align-items: center;
    gap: 0.6em;
    font-weight: 400;
    min-height: 32px;
    margin: 0;
    cursor: pointer;
  }
  .choice input {
    width: 1.15em;
    min-height: 0;
    height: 1.15em;
    margin: 0;
    flex: none;
    accent-color: var(--_f-primary);
  }
`;

/**
 * The CSS of a server-rendered form (`renderFormHtml`), inlined in the page: the element's tokens and layout
 * (`components/shared/styles.ts`, `components/form/form.styles.ts`) written for light-DOM classes, so the form
 * looks the same before the element takes it over. Colours: the form's theme (`--pf-t-*`) when it customises
 * them (its own mode, as the element's `auto`), else the light palette and the dark one under
 * `prefers-color-scheme: dark`.
 */

export interface ThemeCss {
  /** `--pf-t-*` declarations from the theme. */
  vars: string;
  /** The theme customises the colours: they apply in either system mode. */
  fixed: boolean;
  /** The theme's card is dark (its native controls are drawn dark). */
  dark: boolean;
  /** Declarations replacing the theme's light colours in dark mode (a customised light theme), else ''. */
  darkVars: string;
}

const LIGHT =
  '--pf-bg:#ffffff;--pf-surface:#f4f5f7;--pf-text:#1b1f24;--pf-muted:#57606a;--pf-border:#8c959f;--pf-primary:#4f46e5;--pf-on-primary:#ffffff;--pf-error:#b42318;--pf-focus:#2563eb';
const DARK =
  '--pf-bg:#0d1117;--pf-surface:#161b22;--pf-text:#e6edf3;--pf-muted:#9da7b3;--pf-border:#6e7681;--pf-primary:#8b83ff;--pf-on-primary:#0d1117;--pf-error:#ff8a80;--pf-focus:#79c0ff';

export function formPageStyles(theme: ThemeCss): string {
  const scheme = theme.fixed ? (theme.dark ? 'dark' : 'light') : 'light dark';
  return `
parley-form{display:block;min-height:100vh;min-height:100dvh}
parley-form .pf-page{${LIGHT};${theme.vars};
--pf-c-primary:var(--pf-t-color-primary,var(--pf-primary));--pf-c-on-primary:var(--pf-t-color-on-primary,var(--pf-on-primary));
--pf-c-surface:var(--pf-t-color-surface,var(--pf-bg));--pf-c-text:var(--pf-t-color-text,var(--pf-text));
--pf-c-muted:var(--pf-t-color-muted,var(--pf-muted));--pf-c-border:var(--pf-t-color-border,var(--pf-border));
--pf-c-error:var(--pf-t-color-error,var(--pf-error));
box-sizing:border-box;min-height:inherit;display:flex;justify-content:center;align-items:flex-start;
padding:clamp(12px,4vw,48px) clamp(8px,3vw,24px);background:var(--pf-t-background,var(--pf-surface));color:var(--pf-c-text);
font-family:var(--pf-t-font,system-ui,-apple-system,'Segoe UI',Roboto,sans-serif);font-size:16px;line-height:1.45;color-scheme:${theme.fixed ? scheme : 'light'}}
${theme.fixed ? '' : `@media (prefers-color-scheme:dark){parley-form .pf-page{${DARK};${theme.darkVars};color-scheme:dark}}`}
parley-form .pf-page *,parley-form .pf-page *::before,parley-form .pf-page *::after{box-sizing:border-box}
.pf-card{width:100%;max-width:640px;background:var(--pf-c-surface);border:1px solid var(--pf-c-border);border-radius:var(--pf-t-radius,10px);padding:clamp(16px,4vw,32px);box-shadow:0 1px 2px rgb(0 0 0/.06),0 8px 24px rgb(0 0 0/.06)}
.pf-title{font-size:1.5em;font-weight:650;line-height:1.25;margin:0 0 .4em}
.pf-description,.pf-note,.pf-done{white-space:pre-line;margin:0 0 1em}
.pf-description,.pf-help{color:var(--pf-c-muted)}
.pf-note{border-inline-start:4px solid var(--pf-c-primary);padding:.5em .8em;border-radius:calc(var(--pf-t-radius,10px)*.5)}
.pf-summary{border:2px solid var(--pf-c-error);border-radius:calc(var(--pf-t-radius,10px)*.6);padding:.75em 1em;margin:0 0 1.25em}
.pf-summary p{margin:0 0 .4em}.pf-summary ul{margin:0;padding-inline-start:1.2em}
.pf-summary a{color:var(--pf-c-text)}
.pf-field{margin:0 0 1.25em;padding:0;border:0;min-width:0}
.pf-field label,.pf-field legend{display:block;font-weight:600;margin:0 0 .3em;padding:0}
.pf-req{color:var(--pf-c-error)}
.pf-help{margin:0 0 .4em;font-size:.9em}
.pf-error{color:var(--pf-c-error);margin:.35em 0 0;font-weight:500}
.pf-field input:not([type=radio]):not([type=checkbox]):not([type=range]):not([type=color]),.pf-field select,.pf-field textarea{
display:block;width:100%;max-width:100%;min-height:44px;padding:.5em .7em;font:inherit;color:var(--pf-c-text);background:var(--pf-c-surface);
border:1px solid var(--pf-t-control-border,var(--pf-c-border));border-radius:calc(var(--pf-t-radius,10px)*.75)}
.pf-field select{text-overflow:ellipsis}
.pf-field textarea{field-sizing:content;min-height:5.5em;max-height:60vh;resize:vertical}
.pf-field input[type=range]{flex:1;width:100%;min-height:44px;padding:0;accent-color:var(--pf-c-primary)}
.pf-row{display:flex;align-items:center;gap:.75em}.pf-row.pf-wrap{flex-wrap:wrap}
.pf-row.pf-wrap>*{flex:1 1 12em;width:auto!important;min-width:0}
.pf-value{min-width:4ch;color:var(--pf-c-muted);font-variant-numeric:tabular-nums;white-space:nowrap}
.pf-country{display:none;align-items:center;min-height:44px;padding:.5em .7em;border:1px solid var(--pf-t-control-border,var(--pf-c-border));border-radius:calc(var(--pf-t-radius,10px)*.75);color:var(--pf-c-muted);white-space:nowrap;overflow:hidden}
.pf-field input[type=color]{font:inherit;width:4em;flex:none;height:44px;padding:2px;border:1px solid var(--pf-c-border);border-radius:calc(var(--pf-t-radius,10px)*.5);background:var(--pf-c-surface)}
.pf-field [aria-invalid=true]{border-color:var(--pf-c-error)!important;border-width:2px}
.pf-stars{display:flex;gap:.15em}
.pf-choices{display:grid;gap:.3em}
.pf-stars .pf-star{display:block;margin:0;font-size:1.9em;line-height:1;font-weight:400;color:var(--pf-c-muted);cursor:pointer}
.pf-glyph::before{content:'\\2606'}
.pf-star:has(input:checked),.pf-star:has(~.pf-star input:checked){color:var(--pf-c-primary)}
.pf-star:has(input:checked) .pf-glyph::before,.pf-star:has(~.pf-star input:checked) .pf-glyph::before{content:'\\2605'}
.pf-star:has(input:focus-visible){outline:2px solid var(--pf-t-color-primary,var(--pf-focus));outline-offset:2px;border-radius:4px}
.pf-vh{position:absolute!important;width:1px!important;height:1px!important;margin:-1px!important;padding:0!important;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}
.pf-js{display:none}
@media (scripting:enabled){.pf-js{display:inline}.pf-nojs{display:none}.pf-country{display:flex}}
.pf-row>noscript:has(>.pf-typed){display:contents}.pf-row .pf-typed{flex:1;min-width:0}
.pf-row:has(>noscript>.pf-typed)>input[type=range]{display:none}
.pf-choice{display:flex;align-items:center;gap:.6em;min-height:32px}
.pf-choice input{width:1.15em;height:1.15em;margin:0;flex:none;accent-color:var(--pf-c-primary)}
.pf-choice label{font-weight:400;margin:0}
.pf-parts{display:grid;grid-template-columns:1fr 1fr;gap:.75em}
.pf-part.pf-wide{grid-column:1/-1}
.pf-part label{font-weight:500}
@media (max-width:420px){.pf-parts{grid-template-columns:1fr}}
.pf-progress{margin:0 0 1.25em}.pf-progress progress{display:block;width:100%;accent-color:var(--pf-c-primary)}.pf-progress p{margin:.4em 0 0;color:var(--pf-c-muted);font-size:.9em}
.pf-nav{display:flex;flex-wrap:wrap;gap:.75em;align-items:center}
.pf-btn{min-height:44px;padding:.6em 1.4em;font:inherit;font-weight:600;border-radius:calc(var(--pf-t-radius,10px)*.75);border:1px solid var(--pf-c-border);background:var(--pf-c-surface);color:var(--pf-c-text);cursor:pointer}
.pf-primary{background:var(--pf-c-primary);color:var(--pf-c-on-primary);border-color:var(--pf-c-primary);order:2}
.pf-nav:has(.pf-back) .pf-primary{margin-inline-start:auto}
.pf-back{order:1}
.pf-later{display:flex;flex-wrap:wrap;gap:.5em 1.5em;margin-top:1em}
.pf-link{font:inherit;background:none;border:0;padding:.5em 0;min-height:44px;color:var(--pf-c-text);text-decoration:underline;cursor:pointer}
.pf-answers{margin:0}.pf-answers dt{font-weight:600;margin-top:.75em}.pf-answers dd{margin:0;color:var(--pf-c-muted)}
parley-form .pf-page :focus-visible{outline:2px solid var(--pf-t-color-primary,var(--pf-focus));outline-offset:2px}
`;
}

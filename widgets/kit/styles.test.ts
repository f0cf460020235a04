/**
 * Where the kit's sheets go: the sign-in family's `formCss` leaves out the status colours and
 * the controls it never draws, every other family's `kitCss` and the site's `tokensCss` keep them.
 */
import { describe, expect, it } from 'vitest';
import { formCss, kitCss, tokensCss } from './styles';

const BEYOND_FORMS = [
  '--ispz-status-amber:',
  '.ispz-radio-card{',
  '.ispz-icon-button{',
  '.ispz-input--number{',
];
const squeezed = (css: string) => css.replace(/\s+/g, '').replace(/\/\*.*?\*\//g, '');

describe('kit style sheets', () => {
  it('give kitCss every control and status colour, formCss only what forms draw', () => {
    for (const rule of BEYOND_FORMS) {
      expect(squeezed(kitCss)).toContain(rule);
      expect(squeezed(formCss)).not.toContain(rule);
    }
    expect(squeezed(formCss)).toContain('.ispz-button--primary{');
    expect(squeezed(formCss)).toContain('--ispz-status-red:');
  });

  it('give the site every token, the status colours included', () => {
    expect(squeezed(tokensCss)).toContain('--ispz-status-amber:');
    expect(squeezed(tokensCss)).toContain('--ispz-accent:');
  });
});

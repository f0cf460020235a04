import { describe, expect, it } from 'vitest';
import { DOMAIN_ERROR_KINDS, domainError } from '../../core/errors/domain-error';
import { STATUS_BY_KIND, toHttp } from './errors';

describe('toHttp', () => {
  it('maps every domain error kind to a 4xx status', () => {
    for (const kind of DOMAIN_ERROR_KINDS) {
      expect(STATUS_BY_KIND[kind]).toBeGreaterThanOrEqual(400);
      expect(STATUS_BY_KIND[kind]).toBeLessThan(500);
    }
  });

  it('answers the spec message in both error and statusText with a stable code', () => {
    const r = toHttp(domainError('rule_violation', 'TRANSFER.ALREADY', 'Loans already transferred'));
    expect(r.status).toBe(422);
    expect(r.body).toEqual({
      success: false,
      code: 'TRANSFER.ALREADY',
      error: 'Loans already transferred',
      statusText: 'Loans already transferred',
    });
  });

  it('passes details through when the refusal has them', () => {
    const r = toHttp(domainError('invalid', 'X.Y', 'Partial Matching Records', { matched: ['a'] }));
    expect(r.body.details).toEqual({ matched: ['a'] });
  });
});

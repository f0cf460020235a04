import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type ContextsAnswer, contextIdOf, currentContextName, offeredContexts } from './context-options';

const personal = { is_business: false, business_id: null, user_role: 'consumer', eid: null } as const;
const inFarm = { ...personal, is_business: true, business_id: 'b-farm' } as const;
const answer: ContextsAnswer = {
  success: true,
  businesses: [
    { business_id: 'b-farm', business_name: 'Green Valley Farms', role: 'BUSINESSUSER' },
    { business_id: 'b-shop', business_name: 'Corner Shop', role: 'BUSINESSADMIN' },
  ],
  ecosystems: [
    { _id: 'e-growers', ecosystem_name: 'Growers Network', ecosystem_url: 'growers.example', owned: true },
    { _id: 'e-market', ecosystem_name: 'Market', ecosystem_url: 'market.example', owned: false },
  ],
};

describe('the contexts the switcher offers', () => {
  it('offers personal, then each business with the role there, then each ecosystem, with the switch body', () => {
    const options = offeredContexts(answer, personal);
    expect(options.map((o) => [o.name, o.detail, o.request])).toEqual([
      ['Personal', 'Your own account', { is_business: false }],
      ['Green Valley Farms', 'Business · Business user', { is_business: true, business_id: 'b-farm' }],
      ['Corner Shop', 'Business · Business admin', { is_business: true, business_id: 'b-shop' }],
      ['Growers Network', 'Ecosystem · you run it', { is_business: false, eco_id: 'e-growers' }],
      ['Market', 'Ecosystem · market.example', { is_business: false, eco_id: 'e-market' }],
    ]);
  });

  it('marks the context of the login mode as current: personal, the business, or the ecosystem', () => {
    const current = (mode: Parameters<typeof offeredContexts>[1]) =>
      offeredContexts(answer, mode)
        .filter((o) => o.current)
        .map((o) => o.id);
    expect(current(personal)).toEqual(['personal']);
    expect(current(inFarm)).toEqual(['business:b-farm']);
    expect(current({ ...personal, eid: 'e-market' })).toEqual(['ecosystem:e-market']);
    // A business inside an ecosystem is the business.
    expect(current({ ...inFarm, eid: 'e-market' })).toEqual(['business:b-farm']);
  });

  it('offers only personal before the list is known, and names the current context meanwhile', () => {
    expect(offeredContexts(undefined, inFarm).map((o) => o.id)).toEqual(['personal']);
    expect(currentContextName(offeredContexts(undefined, personal), personal, '')).toBe('Personal');
    expect(currentContextName(offeredContexts(undefined, inFarm), inFarm, 'Green Valley Farms')).toBe(
      'Green Valley Farms',
    );
    expect(currentContextName(offeredContexts(answer, inFarm), inFarm, '')).toBe('Green Valley Farms');
  });

  it('offers every context once, personal first, and at most one current', () => {
    const id = fc.constantFrom('a', 'b', 'c');
    const business = fc.record({
      business_id: id,
      business_name: fc.string({ minLength: 1 }),
      role: fc.constantFrom('BUSINESSADMIN', 'BUSINESSUSER', 'BUSINESSSELLER' as const),
    });
    const ecosystem = fc.record({
      _id: id,
      ecosystem_name: fc.string({ minLength: 1 }),
      ecosystem_url: fc.string(),
      owned: fc.boolean(),
    });
    const mode = fc.record({
      is_business: fc.boolean(),
      business_id: fc.option(id, { nil: null }),
      user_role: fc.constant('consumer' as const),
      eid: fc.option(id, { nil: null }),
    });
    fc.assert(
      fc.property(fc.array(business), fc.array(ecosystem), mode, (businesses, ecosystems, m) => {
        const options = offeredContexts({ success: true, businesses, ecosystems }, m);
        const ids = options.map((o) => o.id);
        expect(new Set(ids).size).toBe(ids.length);
        expect(ids[0]).toBe('personal');
        expect(options.filter((o) => o.current).length).toBeLessThanOrEqual(1);
        const listed = ids.includes(contextIdOf(m));
        expect(options.some((o) => o.current)).toBe(listed);
      }),
    );
  });
});

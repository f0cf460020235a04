/**
 * The commerce build's content as data: every internal link leads to a page the commerce build
 * serves (no dead links in a content file), every legal section has its own anchor, and ids
 * are unique.
 */
import { describe, expect, it } from 'vitest';
import { servedPaths } from '../../chrome/served-paths';
import { ABOUT } from './about';
import { BLOCKCHAIN } from './blockchain';
import { CAREERS } from './careers';
import { CONTACT_PAGE } from './contact';
import { ECOSYSTEM } from './ecosystem';
import { FAQ, FAQ_PAGE } from './faq';
import { ANNOUNCEMENT, HOME_APP, HOME_CLOSING, HOME_FEATURES, HOME_HERO, HOME_SHOWCASES } from './home';
import { INVOICES } from './invoice';
import { JOIN } from './join';
import { ESTAMP_TERMS } from './legal/estamp';
import { RETURNS } from './legal/returns';
import { SELLER_TERMS } from './legal/seller';
import { SHIPPING } from './legal/shipping';
import { TERMS } from './legal/terms';
import { MARKET } from './market';
import { PAYMENTS } from './payments';
import { PAZA } from './paza';
import { TEAM, TEAM_PAGE } from './team';
import type { InfoContent, PageAction } from './types';

const INFO: readonly InfoContent[] = [
  ABOUT,
  BLOCKCHAIN,
  CAREERS,
  ECOSYSTEM,
  INVOICES,
  JOIN,
  MARKET,
  PAYMENTS,
  PAZA,
];
const LEGAL = [TERMS, SELLER_TERMS, ESTAMP_TERMS, SHIPPING, RETURNS];

function actionsOf(content: InfoContent): PageAction[] {
  return [
    ...(content.hero.actions ?? []),
    ...content.sections.flatMap((s) =>
      [...(s.cards ?? []), ...(s.steps ?? [])].flatMap((c) => (c.action ? [c.action] : [])),
    ),
    ...(content.closing?.actions ?? []),
  ];
}

const everyAction: PageAction[] = [
  ...INFO.flatMap(actionsOf),
  ...[TEAM_PAGE, FAQ_PAGE, CONTACT_PAGE].flatMap((page) => page.hero.actions ?? []),
  ...(HOME_HERO.actions ?? []),
  ...(HOME_FEATURES.cards ?? []).flatMap((c) => (c.action ? [c.action] : [])),
  ...HOME_SHOWCASES.flatMap((s) => s.actions),
  ...HOME_CLOSING.actions,
  HOME_APP.action,
  ANNOUNCEMENT.more,
  ...LEGAL.flatMap((doc) => doc.related),
];

describe('the commerce content', () => {
  it('links only to pages the commerce build serves, or to outside addresses marked external', () => {
    const served = servedPaths('commerce');
    const dead = everyAction.filter((a) => !a.external && !served(a.to)).map((a) => a.to);
    expect(dead).toEqual([]);
    for (const outside of everyAction.filter((a) => a.external)) expect(outside.to).toMatch(/^https:\/\//);
    expect(everyAction.filter((a) => /^https?:/.test(a.to) && !a.external)).toEqual([]);
  });

  it('gives every legal section its own anchor, usable in an address', () => {
    for (const doc of LEGAL) {
      const ids = doc.sections.map((s) => s.id);
      expect(new Set(ids).size, doc.title).toBe(ids.length);
      for (const id of ids) expect(id).toMatch(/^[a-z][a-z0-9-]*$/);
    }
  });

  it('gives every FAQ topic and team member a unique id', () => {
    expect(new Set(FAQ.map((t) => t.id)).size).toBe(FAQ.length);
    expect(new Set(TEAM.map((m) => m.id)).size).toBe(TEAM.length);
  });
});

/**
 * The commerce pages' illustrations by name: content files name one (`illustration: 'ledger'`)
 * and the layouts draw it. Every picture is an inline SVG made for this project — nothing is
 * fetched — and decorative (the heading beside it says the same), so hidden from screen readers.
 */
import './illustrations.css';
import type { ReactNode } from 'react';
import { ContractScene, InvoiceScene, LedgerScene, PeopleScene, WalletScene } from './scenes-records';
import { AutoScene, DeliveryScene, EcosystemScene, MarketplaceScene } from './scenes-trade';

const SCENES = {
  marketplace: MarketplaceScene,
  ecosystem: EcosystemScene,
  auto: AutoScene,
  delivery: DeliveryScene,
  ledger: LedgerScene,
  wallet: WalletScene,
  contract: ContractScene,
  invoice: InvoiceScene,
  people: PeopleScene,
} as const satisfies Record<string, () => ReactNode>;

export type IllustrationName = keyof typeof SCENES;

/** One of the scenes above on a soft round ground, scaled to its container's width. */
export function Illustration(props: { readonly name: IllustrationName; readonly className?: string }) {
  const Scene = SCENES[props.name];
  return (
    <svg
      className={`commerce-illustration ${props.className ?? ''}`}
      viewBox="0 0 400 300"
      role="presentation"
      aria-hidden="true"
      focusable="false"
    >
      <ellipse className="ci-ground" cx="200" cy="160" rx="190" ry="136" />
      <Scene />
    </svg>
  );
}

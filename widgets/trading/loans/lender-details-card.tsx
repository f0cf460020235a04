/**
 * The lender details card (spec §2: company_name, address, state, web_url, contact_name) from
 * `GET /lender_details?lenderId=`. Spec §8: lender details fetch errors show nothing, so a
 * failed or refused load renders no card at all; a missing field shows '-'.
 */
import { useId } from 'react';
import { useApiQuery, withTrading } from '../shared';
import { LOANS_TEXT } from './loans-text';
import type { LenderCard, LenderDetailsCardProps } from './props';

const shown = (value: string | null | undefined) => (value && value.trim() !== '' ? value : '-');

/** A website link only for http(s) addresses: anything else is shown as text, never linked. */
function Website({ url }: { url: string | null }) {
  if (url && /^https?:\/\/[^\s]+$/i.test(url))
    return (
      <a href={url} target="_blank" rel="noopener noreferrer">
        {url}
      </a>
    );
  return <>{shown(url)}</>;
}

function Card({ card }: { card: LenderCard }) {
  const titleId = useId();
  const lines = [
    [LOANS_TEXT.address, shown(card.address)],
    [LOANS_TEXT.state, shown(card.state)],
    [LOANS_TEXT.contactName, shown(card.contact_name)],
  ] as const;
  return (
    <article className="ispz-loans ispz-lender-card" aria-labelledby={titleId}>
      <h3 id={titleId} className="ispz-lender-card__title">
        <span className="ispz-visually-hidden">{LOANS_TEXT.lenderTitle}: </span>
        {shown(card.company_name)}
      </h3>
      <dl className="ispz-loan-detail__list">
        {lines.map(([label, value]) => (
          <div key={label} className="ispz-loan-detail__line">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        <div className="ispz-loan-detail__line">
          <dt>{LOANS_TEXT.website}</dt>
          <dd>
            <Website url={card.web_url} />
          </dd>
        </div>
      </dl>
    </article>
  );
}

function LenderDetailsCardView({ lenderId }: LenderDetailsCardProps) {
  const lender = useApiQuery(['lender-details', lenderId], (client, signal) =>
    client.GET('/lender_details', { params: { query: { lenderId } }, signal }),
  );
  if (lender.state !== 'ready' || !lender.data) return null;
  return <Card card={lender.data.data} />;
}

/** The lender details card; works inside a `TradingProvider` or standalone with a `session`. */
export const LenderDetailsCard = withTrading(LenderDetailsCardView);

/**
 * The investor and securitization popup cards (spec §2 US home): each card opens a dialog
 * with the longer story (the kit's modal dialog: Escape closes it, focus goes back).
 */
import { Button } from '../../../../widgets/kit/button';
import { Dialog, DialogClose } from '../../../../widgets/kit/dialog';
import { RoleArt } from '../../kit/illustrations/role-art';
import { PageSection, SectionHeading } from '../../kit/section';
import { POPUP_CARDS } from '../content/home';

export function PopupCards() {
  return (
    <PageSection tone="surface" labelledBy="us-popups">
      <SectionHeading id="us-popups" title={POPUP_CARDS.title} />
      <ul className="site-grid us-popups">
        {POPUP_CARDS.cards.map((card) => (
          <li key={card.id} className="site-card us-popup">
            <RoleArt name={card.id === 'investor' ? 'investor' : 'market'} />
            <h3>{card.title}</h3>
            <p>{card.summary}</p>
            <Dialog
              title={card.title}
              description={card.summary}
              trigger={
                <Button variant="secondary" aria-label={`${POPUP_CARDS.open}: ${card.title}`}>
                  {POPUP_CARDS.open}
                </Button>
              }
              footer={
                <DialogClose>
                  <Button variant="primary">{POPUP_CARDS.close}</Button>
                </DialogClose>
              }
            >
              {card.body.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </Dialog>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}

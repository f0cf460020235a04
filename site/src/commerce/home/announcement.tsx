/**
 * The commerce home's popup (spec §2): a ribbon under the navbar announces what is new, and its
 * button opens the announcement in the kit's modal dialog — Escape or Close shut it and focus
 * returns to the button. It never opens by itself: a visitor chooses to read it.
 */
import { Link } from 'react-router';
import { Button } from '../../../../widgets/kit/button';
import { Dialog, DialogClose } from '../../../../widgets/kit/dialog';
import { ANNOUNCEMENT as A } from '../content/home';

/** The ribbon and its dialog. */
export function Announcement() {
  return (
    <aside className="commerce-ribbon" aria-label="Announcement">
      <div className="site-column commerce-ribbon__inner">
        <p>{A.ribbon}</p>
        <Dialog
          title={A.title}
          description={A.description}
          trigger={
            <Button variant="secondary" className="commerce-ribbon__open">
              {A.open}
            </Button>
          }
          footer={
            <DialogClose>
              <Button variant="primary">{A.close}</Button>
            </DialogClose>
          }
        >
          {A.body.map((text) => (
            <p key={text}>{text}</p>
          ))}
          <Link className="site-link" to={A.more.to}>
            {A.more.label}
          </Link>
        </Dialog>
      </div>
    </aside>
  );
}

/**
 * People as cards (the leadership and team pages): a monogram, name and title; the card is a
 * button that opens the person's profile in the kit's modal dialog (Escape or Close shut it,
 * and focus goes back to the card that opened it).
 */
import { useState } from 'react';
import { Button } from '../../../../widgets/kit/button';
import { Dialog, DialogClose } from '../../../../widgets/kit/dialog';
import { Monogram } from '../../kit/illustrations/monogram';
import { LEADERSHIP } from '../content/about';
import type { Person } from '../content/people';
import { personGround } from './person-ground';
import './leadership.css';

function ProfileDialog(props: { readonly person: Person; readonly onClose: () => void }) {
  const { person } = props;
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && props.onClose()}
      title={person.name}
      description={person.title}
      footer={
        <DialogClose>
          <Button variant="primary">{LEADERSHIP.close}</Button>
        </DialogClose>
      }
    >
      <div className="us-profile">
        <Monogram name={person.name} size={96} ground={personGround(person)} />
        <div>
          <p>{person.bio}</p>
          <h3 className="us-profile__focus-title">{LEADERSHIP.focusTitle}</h3>
          <ul className="us-profile__focus">
            {person.focus.map((f) => (
              <li key={f}>{f}</li>
            ))}
          </ul>
        </div>
      </div>
    </Dialog>
  );
}

/** A grid of people; selecting one opens their profile. */
export function PeopleGrid(props: { readonly people: readonly Person[] }) {
  const [open, setOpen] = useState<Person | null>(null);
  return (
    <>
      <ul className="us-people">
        {props.people.map((person) => (
          <li key={person.id}>
            <button
              type="button"
              className="us-person"
              aria-haspopup="dialog"
              aria-label={LEADERSHIP.openProfile(person.name, person.title)}
              onClick={() => setOpen(person)}
            >
              <Monogram name={person.name} size={88} ground={personGround(person)} />
              <span className="us-person__name">{person.name}</span>
              <span className="us-person__title">{person.title}</span>
            </button>
          </li>
        ))}
      </ul>
      {open ? <ProfileDialog person={open} onClose={() => setOpen(null)} /> : null}
    </>
  );
}

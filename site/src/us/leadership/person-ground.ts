/**
 * A person's monogram colour, the same on every page (the leadership and team pages, the
 * home's leaders in conversation): it follows their place among everyone, so neighbours differ.
 */
import { groundAt } from '../../kit/illustrations/monogram';
import { type Person, personIndex } from '../content/people';

export const personGround = (person: Person): string => groundAt(personIndex(person));

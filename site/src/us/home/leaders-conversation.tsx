/**
 * Leaders in conversation (spec §2 US home): what our leaders say, each quote with the
 * person's monogram, name and title, and the way to the leadership page.
 */
import { Link } from 'react-router';
import { Glyph } from '../../kit/illustrations/glyphs';
import { Monogram } from '../../kit/illustrations/monogram';
import { PageSection, SectionHeading } from '../../kit/section';
import { LEADERS } from '../content/home';
import { CONVERSATIONS, personById } from '../content/people';
import { personGround } from '../leadership/person-ground';

export function LeadersConversation() {
  return (
    <PageSection tone="surface" labelledBy="us-leaders">
      <SectionHeading id="us-leaders" title={LEADERS.title} lead={LEADERS.lead} />
      <ul className="site-grid us-quotes">
        {CONVERSATIONS.map(({ personId, quote }) => {
          const person = personById(personId);
          if (!person) return null;
          return (
            <li key={personId} className="site-card us-quote">
              <figure>
                <Glyph name="quote" size={32} />
                <blockquote>
                  <p>{quote}</p>
                </blockquote>
                <figcaption className="us-quote__who">
                  <Monogram name={person.name} size={48} ground={personGround(person)} />
                  <span>
                    <strong>{person.name}</strong>
                    <br />
                    {person.title}
                  </span>
                </figcaption>
              </figure>
            </li>
          );
        })}
      </ul>
      <p className="us-quotes__more">
        <Link className="site-link" to={LEADERS.link.to}>
          {LEADERS.link.label}
        </Link>
      </p>
    </PageSection>
  );
}

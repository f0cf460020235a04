/**
 * The top of the US home pages: the hero with its call to action, the explainer's video modal
 * and the ecosystem picture. The home shows the spec's hero; its variants pass their own words.
 */
import { Link } from 'react-router';
import { EcosystemIllustration } from '../../kit/illustrations/ecosystem';
import { PageHero } from '../../kit/section';
import { HERO } from '../content/home';
import { ExplainerDialog } from './explainer-dialog';

/** The words of a hero: the home's (HERO) or a variant's. */
export interface HeroWords {
  readonly eyebrow: string;
  readonly title: string;
  readonly lead: string;
  readonly primary: { readonly label: string; readonly to: string };
  readonly secondary?: { readonly label: string; readonly to: string };
}

export function HomeHero(props: { readonly words?: HeroWords }) {
  const words: HeroWords = props.words ?? HERO;
  return (
    <PageHero
      eyebrow={words.eyebrow}
      title={words.title}
      lead={words.lead}
      illustration={<EcosystemIllustration />}
      actions={
        <>
          <Link className="ispz-button ispz-button--primary" to={words.primary.to}>
            {words.primary.label}
          </Link>
          {words.secondary ? (
            <Link className="ispz-button ispz-button--secondary" to={words.secondary.to}>
              {words.secondary.label}
            </Link>
          ) : null}
          <ExplainerDialog variant={words.secondary ? 'ghost' : 'secondary'} />
        </>
      }
    />
  );
}

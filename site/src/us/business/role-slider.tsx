/**
 * The /business roles slider (spec §2): one role at a time with its picture, previous and
 * next buttons, a picker of the ten roles and the slide's place ('4 of 10') for screen
 * readers. The shown slide is the address's `index`, so every slide can be linked to.
 */
import { RoleArt } from '../../kit/illustrations/role-art';
import { BUSINESS, type Role } from '../content/roles';
import { stepSlide } from './slide-index';

export interface RoleSliderProps {
  readonly roles: readonly Role[];
  readonly index: number;
  readonly onShow: (index: number) => void;
}

export function RoleSlider({ roles, index, onShow }: RoleSliderProps) {
  const role = roles[index];
  const count = roles.length;
  if (!role) return null;
  return (
    <section className="us-slider" aria-roledescription="carousel" aria-label={BUSINESS.sliderLabel}>
      <div className="us-slider__controls">
        <button
          type="button"
          className="ispz-button ispz-button--secondary us-slider__step"
          aria-label={BUSINESS.previous}
          onClick={() => onShow(stepSlide(index, -1, count))}
        >
          <span aria-hidden="true">←</span>
        </button>
        <p className="us-slider__place" aria-hidden="true">
          {BUSINESS.place(index + 1, count)}
        </p>
        <button
          type="button"
          className="ispz-button ispz-button--secondary us-slider__step"
          aria-label={BUSINESS.next}
          onClick={() => onShow(stepSlide(index, 1, count))}
        >
          <span aria-hidden="true">→</span>
        </button>
      </div>
      <div className="us-slider__viewport" aria-live="polite">
        {/* biome-ignore lint/a11y/useSemanticElements: the WAI carousel pattern's slide is a group; a fieldset is for form controls */}
        <div
          className="us-slider__slide"
          role="group"
          aria-roledescription="slide"
          aria-label={BUSINESS.place(index + 1, count)}
          key={role.name}
        >
          <div className="us-slider__text">
            <p className="us-slider__role">{role.name}</p>
            <h2 className="us-slider__headline">{role.headline}</h2>
            <p>{role.body}</p>
            <ul className="us-slider__benefits">
              {role.benefits.map((b) => (
                <li key={b}>{b}</li>
              ))}
            </ul>
          </div>
          <div className="us-slider__art">
            <RoleArt name={role.art} />
          </div>
        </div>
      </div>
      <nav className="us-slider__picker" aria-label={BUSINESS.pickerLabel}>
        <ul>
          {roles.map((r, i) => (
            <li key={r.name}>
              <button
                type="button"
                className="us-slider__pick"
                aria-current={i === index ? 'true' : undefined}
                onClick={() => onShow(i)}
              >
                {r.name}
              </button>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  );
}

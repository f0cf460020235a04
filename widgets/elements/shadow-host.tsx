/**
 * The shadow-root host as a React component, for a React page (the site, Storybook) that wants
 * a widget with exactly the styles and portal behaviour it has when embedded by a partner.
 */
import { type CSSProperties, type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { PortalHostProvider } from './portal-host';
import { prepareShadow, type ShadowNodes } from './shadow-root';
import { type IspzTheme, themeProperties } from './theme';

/** Props of {@link ShadowHost}. */
export interface ShadowHostProps {
  /** The stylesheet adopted into the shadow root (the kit's CSS text). */
  readonly css: string;
  /** Tenant colours, set as custom properties on the host. */
  readonly theme?: IspzTheme;
  /** The host element's tag (a custom-element-like name reads well in the DOM). */
  readonly as?: 'div' | 'section';
  readonly className?: string;
  readonly children?: ReactNode;
}

/**
 * Renders `children` inside an open shadow root with `css` adopted and a portal host inside it.
 *
 * @example
 * <ShadowHost css={kitCss} theme={{ accent: '#0b6e4f' }}><Login /></ShadowHost>
 */
export function ShadowHost({ css, theme, as = 'div', className, children }: ShadowHostProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  const [nodes, setNodes] = useState<ShadowNodes | null>(null);

  useLayoutEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    const prepared = prepareShadow(host, css);
    setNodes(prepared);
    return () => {
      prepared.frame.remove();
    };
  }, [css]);

  const Tag = as;
  return (
    <Tag
      ref={hostRef}
      className={className}
      data-ispz-shadow-host=""
      style={themeProperties(theme) as CSSProperties}
    >
      {nodes &&
        createPortal(
          <PortalHostProvider container={nodes.portal}>{children}</PortalHostProvider>,
          nodes.container,
        )}
    </Tag>
  );
}

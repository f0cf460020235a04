/**
 * A thin bar along the top of the screen while the router loads the next page (its code, its
 * data): the page stays usable, and the visitor sees that their click was heard.
 */
import { useNavigation } from 'react-router';
import { CHROME_TEXT } from './chrome-text';

/** Drawn only while a navigation is under way. */
export function RouteProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return <div className="site-progress" role="progressbar" aria-label={CHROME_TEXT.loadingPage} />;
}

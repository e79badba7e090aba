import { Outlet } from 'react-router-dom';
import { usePageMatch } from './routes/usePageMatch.ts';
import { usePageHead } from './head/usePageHead.ts';
import { Frame } from './Frame.tsx';
import { NotFoundFrame } from './NotFoundFrame.tsx';

/**
 * The layout around a matched page, with the head its route declares; the page itself is the
 * route's own component.
 */
export function PageFrame() {
  const match = usePageMatch();
  const head = usePageHead(match);
  if (!match || !head) return <NotFoundFrame />;
  return (
    <Frame match={match} lng={match.lng} head={head}>
      <Outlet />
    </Frame>
  );
}

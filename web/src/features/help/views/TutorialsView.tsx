import { useSearchParams } from 'react-router';
import { TutorialsPage } from '../pages/TutorialsPage';
import { useCanOpen } from '../use-can-open';
import { GUIDES, guideById } from '../tutorials/guides';

/** `/tutorials?guide=<id>`: the guide chosen is the URL (the first one when none or an unknown one is named). */
export function TutorialsView() {
  const [params] = useSearchParams();
  const canOpen = useCanOpen();
  const guide = guideById(params.get('guide')) ?? GUIDES[0]!;
  return <TutorialsPage guide={guide} hrefOf={(each) => `?guide=${each.id}`} canOpen={canOpen} />;
}

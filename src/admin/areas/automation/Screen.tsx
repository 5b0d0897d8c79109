import type { Match } from '../../routes';
import { NotInstalled } from '../../ui/NotInstalled';

export default function Screen({ match }: { match: Match }) {
  return <NotInstalled title={match.title} />;
}

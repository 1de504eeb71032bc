import { Link } from 'react-router';
import { paths } from '@shop/commerce/paths';
import { MASTER_ONLY_MESSAGE } from '@/features/partner/program/program-constants.ts';
import './program.css';

/** What a General partner sees on a Master-only screen (the gateway refuses it the data too). */
export function MasterOnly() {
  return (
    <div className="program-empty" role="status">
      <p>{MASTER_ONLY_MESSAGE}</p>
      <Link to={paths.cp.home.href()}>Back to home</Link>
    </div>
  );
}

// The viewer's support field needs only the session's token: Query.viewer starts its call beside
// the profile's (see checkout's viewer-loads.ts).
import type { GatewayContext } from '../../context.ts';
import { selects, type ResolveTree } from '../../graphql/selection.ts';

export function startSupportViewerLoads(context: GatewayContext, token: string, viewer: ResolveTree): void {
  if (selects(viewer, 'Viewer', 'serviceRequests'))
    context.loaders.support.myComplaints.load(token).catch(() => undefined);
}

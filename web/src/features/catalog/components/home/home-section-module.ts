// The home's category rows (below the hero): their module is loaded with the home screen
// (app/route-preload.ts) and rendered when scrolled near (screens/home-screen.tsx), as state, not lazy().
import { moduleLoader } from '@/lib/use-loaded-module.ts';

export const homeSectionModule = moduleLoader(() => import('./home-section.tsx'));

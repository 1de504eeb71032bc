// Whether React is hydrating the page the gateway rendered (app/main.tsx): a component whose first
// render would only recompute what the server's HTML already shows may skip that work meanwhile.
// Hydrating lasts until the screen inside the layout has hydrated (HydrationEnd), and never past
// the address that was rendered: a filter or a link renders new content, which is not hydration.
import { useEffect } from 'react';

/** The address (path and query) being hydrated, or null. */
let hydrating: string | null = null;

const here = () => window.location.pathname + window.location.search;

/** Called once, just before hydrateRoot. */
export function startHydrating(): void {
  hydrating = here();
}

export function isHydrating(): boolean {
  return hydrating !== null && typeof window !== 'undefined' && hydrating === here();
}

/** Rendered after the layout's screen: hydrating ends once the screen has committed. */
export function HydrationEnd() {
  useEffect(() => {
    hydrating = null;
  }, []);
  return null;
}

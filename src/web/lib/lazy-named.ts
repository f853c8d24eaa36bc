import { type ComponentType, type LazyExoticComponent, lazy } from "react";

export type LazyNamed<Props> = LazyExoticComponent<ComponentType<Props>> & {
  /** Starts fetching the component's chunk before it renders (on pointing at what opens it). */
  preload(): void;
};

/**
 * The component exported as `name` by the module `load` imports, fetched the first time it
 * renders or is preloaded: code a page does not show at first stays out of its first load.
 */
export function lazyNamed<Name extends string, Props>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
): LazyNamed<Props> {
  const component = lazy(async () => ({ default: (await load())[name] }));
  return Object.assign(component, { preload: () => void load().catch(() => undefined) });
}

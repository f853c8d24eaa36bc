import loadHighs, { type Highs } from "highs";

let loading: Promise<Highs> | null = null;

/**
 * HiGHS compiled to WebAssembly, loaded once per process from the package's own highs.wasm
 * (nothing is fetched). Each solve makes its own model and disposes it.
 */
export function highsSolver(): Promise<Highs> {
  loading ??= loadHighs().catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

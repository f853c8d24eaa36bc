type Listener = () => void;
const listeners = new Set<Listener>();

/** Lets this instance's readers start on a new capture at once instead of at their next round. */
export const onCaptureAdded = {
  listen(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  emit(): void {
    for (const listener of listeners) listener();
  },
};

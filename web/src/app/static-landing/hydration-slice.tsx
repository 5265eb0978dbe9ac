import { Suspense, useState, type ReactNode } from "react";

/**
 * components/hydration-slice.tsx in the landing's Preact build. Preact
 * hydrates a page in one task (about 140 ms for the landing on a phone's CPU
 * slowed 4x); a slice waits for a task of its own. During the first,
 * synchronous pass of `hydrateInSlices`, each slice suspends: Preact keeps
 * its element from the markup as it is and hydrates it when the slice's
 * turn comes, one task after the previous slice's. Until then the element
 * shows as prerendered and its links work; its buttons respond from its turn.
 */

interface Turn {
  done: boolean;
  promise: Promise<void>;
}

let hydrating = false;
let lastTurn: Promise<void> = Promise.resolve();

/** A task after the previous slice's turn (its hydration runs in the same task, right after it resolves). */
function nextTurn(): Turn {
  const turn: Turn = { done: false, promise: Promise.resolve() };
  turn.promise = lastTurn = lastTurn.then(
    () =>
      new Promise<void>((resolve) => {
        setTimeout(() => {
          turn.done = true;
          resolve();
        }, 0);
      }),
  );
  return turn;
}

function WaitForTurn({ children }: { children: ReactNode }) {
  const [turn] = useState(() => (hydrating ? nextTurn() : null));
  if (turn && !turn.done) throw turn.promise;
  return children;
}

export function HydrationSlice({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <WaitForTurn>{children}</WaitForTurn>
    </Suspense>
  );
}

/** Runs `hydrate` (hydrateRoot's synchronous first pass) with its slices waiting; resolves once every slice has hydrated. */
export function hydrateInSlices(hydrate: () => void): Promise<void> {
  hydrating = true;
  try {
    hydrate();
  } finally {
    hydrating = false;
  }
  // The last slice hydrates in its turn's task: the next task comes after it.
  return lastTurn.then(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
}

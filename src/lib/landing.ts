import { afterDrawing, drawingUp, partDone, takeTurn } from './drawing';

// Answers asked for beneath the server's drawing (src/stores/useCached.ts): they land together, in a turn of the
// drawing's (src/hooks/firstScreen.ts InTurn). Apart from drawing.ts, whose code is the first paint's, as only the
// screens that ask for answers need it.

/**
 * Runs `apply` (a state update of the app's, made in a transition) in the next turn beneath the drawing, in the same
 * task as the parts rendering in it: React renders the updates of one task's transitions together, so an answer that
 * lands beneath the drawing joins that turn's render and commit instead of making a commit, and a frame, of its own.
 */
export function inNextTurn(apply: () => void): void {
  const part = {};
  takeTurn(part, () => {
    apply();
    partDone(part);
  });
}

/** Answers asked for beneath the drawing that have not landed yet, and the landings held until they have. */
let asking = 0;
const landings: (() => void)[] = [];
let landingsDue: ReturnType<typeof setTimeout> | undefined;
/** Whether landAll waits for the drawing to go (afterDrawing): once, with the first answer asked beneath it. */
let waitingForDrawing = false;

/** The longest a landing beneath the drawing waits for the answers asked beside it. */
const LANDING_WAIT_MS = 250;

function landAll(): void {
  clearTimeout(landingsDue);
  landingsDue = undefined;
  const batch = landings.splice(0);
  if (batch.length > 0) inNextTurn(() => batch.forEach((apply) => apply()));
}

/**
 * An answer asked for beneath the drawing: its landings (`land`) wait until every answer asked beside it has landed
 * too (at most LANDING_WAIT_MS, and no longer than the drawing), then all land in the next turn together, one render
 * and one commit where each answer made its own; `cancel` when it will never land (its screen went).
 */
export function askBeneath(): { land: (apply: () => void) => void; cancel: () => void } {
  let open = true;
  asking++;
  const settle = () => {
    if (!open) return;
    open = false;
    asking--;
  };
  if (!waitingForDrawing) {
    waitingForDrawing = true;
    afterDrawing(landAll);
  }
  return {
    land(apply) {
      landings.push(apply);
      settle();
      if (asking === 0 || !drawingUp()) landAll();
      else landingsDue ??= setTimeout(landAll, LANDING_WAIT_MS);
    },
    cancel() {
      settle();
      if (asking === 0) landAll();
    },
  };
}

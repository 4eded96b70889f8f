/**
 * Weiter and Zurück inside a vertical MUI Stepper fold their own step away, and with it the button
 * that had the focus: the focus fell to the page behind the dialog, and a keyboard user had to find
 * the way back in. This hands it to the new step's button instead, which a screen reader reads out
 * as the step's name; Tab goes on into the step from there.
 */
import { useEffect, useRef } from 'react';

export function useStepButtonFocus<Key>(activeStep: Key) {
  const buttons = useRef(new Map<Key, HTMLButtonElement>());
  const isMovingByButton = useRef(false);
  useEffect(() => {
    if (!isMovingByButton.current) return;
    isMovingByButton.current = false;
    buttons.current.get(activeStep)?.focus();
  }, [activeStep]);
  return {
    /** the `ref` of the StepButton of `step` */
    stepButtonRef: (step: Key) => (element: HTMLButtonElement | null) => {
      if (element) buttons.current.set(step, element);
      else buttons.current.delete(step);
    },
    /** wraps the step change of a button inside a step, so that the focus follows it */
    moveByButton: (change: () => void) => {
      isMovingByButton.current = true;
      change();
    },
  };
}

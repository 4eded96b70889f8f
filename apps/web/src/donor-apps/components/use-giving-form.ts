/**
 * The state of the giving form: values, errors at their fields and above the button, sending, and
 * the focus moved to the first field with an error after each refused attempt (browser or server).
 */
import type { DonationReceipt, DonationRequest, PublicGivingOptions } from '@kollekta/contract';
import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '../../lib/api-client';
import {
  buildDonationRequest,
  describeGivingLayout,
  firstErrorField,
  type GivingErrors,
  type GivingField,
  type GivingValues,
  initialGivingValues,
  splitGivingRefusal,
  validateGivingValues,
} from '../giving-form';
import { GIVING_FORM_MESSAGES } from '../messages';

export type GivingFormInput = {
  options: PublicGivingOptions;
  collectionId: number;
  cents: number;
  send: (body: DonationRequest) => Promise<DonationReceipt>;
  onGiven: (receipt: DonationReceipt) => void;
};

export function useGivingForm({ options, collectionId, cents, send, onGiven }: GivingFormInput) {
  const [values, setValues] = useState<GivingValues>(() => initialGivingValues(options));
  const [errors, setErrors] = useState<GivingErrors>({});
  const [general, setGeneral] = useState<string | null>(null);
  const [isSending, setIsSending] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);
  const inputs = useRef(new Map<GivingField, HTMLInputElement>());
  const layout = describeGivingLayout(options, collectionId, values);

  const focusRef = useCallback(
    (field: GivingField) => (element: HTMLInputElement | null) => {
      if (element) inputs.current.set(field, element);
      else inputs.current.delete(field);
    },
    [],
  );
  const change = (patch: Partial<GivingValues>, fields: readonly GivingField[]) => {
    setValues((current) => ({ ...current, ...patch }));
    setErrors((current) => {
      const next = { ...current };
      for (const field of fields) delete next[field];
      return next;
    });
  };
  // after the errors are on screen: the first one gets the focus, so keyboard and screen reader land there
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs for each failed attempt, with its errors
  useEffect(() => {
    if (focusRequest === 0) return;
    const field = firstErrorField(errors);
    if (field) inputs.current.get(field)?.focus();
  }, [focusRequest]);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (isSending) return;
    const found = validateGivingValues(layout, values);
    setGeneral(null);
    if (Object.keys(found).length > 0) {
      setErrors(found);
      setFocusRequest((count) => count + 1);
      return;
    }
    setIsSending(true);
    try {
      const receipt = await send(buildDonationRequest({ collectionId, cents, layout, values }));
      onGiven(receipt);
    } catch (error) {
      if (isApiError(error) && error.status === 0) {
        setGeneral(GIVING_FORM_MESSAGES.offline);
      } else if (isApiError(error) && (error.status === 400 || error.status === 429)) {
        const refusal = splitGivingRefusal(error, layout);
        setErrors(refusal.fields);
        setGeneral(refusal.rest ?? GIVING_FORM_MESSAGES.hasErrors);
        setFocusRequest((count) => count + 1);
      } else {
        setGeneral(splitGivingRefusal(error, layout).rest ?? GIVING_FORM_MESSAGES.failed);
      }
      setIsSending(false);
    }
  };

  return { values, errors, general, isSending, layout, change, focusRef, handleSubmit };
}
